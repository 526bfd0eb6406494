import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetFungiblePricesParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetFungiblePricesParameters.md","filePath":"reference/@portico/core/type-aliases/GetFungiblePricesParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetFungiblePricesParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetFungiblePricesParameters</p><h1 id="type-alias-getfungiblepricesparameters" tabindex="-1">Type Alias: GetFungiblePricesParameters <a class="header-anchor" href="#type-alias-getfungiblepricesparameters" aria-label="Permalink to &quot;Type Alias: GetFungiblePricesParameters&quot;">​</a></h1><blockquote><p><strong>GetFungiblePricesParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/getFungiblePrices">getFungiblePrices</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="addresses" tabindex="-1">addresses <a class="header-anchor" href="#addresses" aria-label="Permalink to &quot;addresses&quot;">​</a></h3><blockquote><p><strong>addresses</strong>: readonly <code>string</code>[]</p></blockquote><p>CAIP-10 addresses of the tokens, e.g. <code>eip155:31337:0x…</code>.</p><hr><h3 id="currency" tabindex="-1">currency? <a class="header-anchor" href="#currency" aria-label="Permalink to &quot;currency?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>currency?</strong>: <code>string</code></p></blockquote><p>Default <code>usd</code>.</p><hr><h3 id="projectid" tabindex="-1">projectId? <a class="header-anchor" href="#projectid" aria-label="Permalink to &quot;projectId?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>projectId?</strong>: <code>string</code></p></blockquote><p>Default: the client&#39;s <code>projectId</code> param.</p><hr><h3 id="signal" tabindex="-1">signal? <a class="header-anchor" href="#signal" aria-label="Permalink to &quot;signal?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>signal?</strong>: <code>AbortSignal</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetFungiblePricesParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetFungiblePricesParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetFungiblePricesParameters as default
};
