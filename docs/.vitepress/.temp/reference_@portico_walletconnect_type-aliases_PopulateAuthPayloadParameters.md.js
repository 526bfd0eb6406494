import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: PopulateAuthPayloadParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/PopulateAuthPayloadParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/PopulateAuthPayloadParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/PopulateAuthPayloadParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / PopulateAuthPayloadParameters</p><h1 id="type-alias-populateauthpayloadparameters" tabindex="-1">Type Alias: PopulateAuthPayloadParameters <a class="header-anchor" href="#type-alias-populateauthpayloadparameters" aria-label="Permalink to &quot;Type Alias: PopulateAuthPayloadParameters&quot;">​</a></h1><blockquote><p><strong>PopulateAuthPayloadParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="authpayload" tabindex="-1">authPayload <a class="header-anchor" href="#authpayload" aria-label="Permalink to &quot;authPayload&quot;">​</a></h3><blockquote><p><strong>authPayload</strong>: <a href="./AuthPayload"><code>AuthPayload</code></a></p></blockquote><p>The request as received in <code>session_authenticate</code>.</p><hr><h3 id="chains" tabindex="-1">chains <a class="header-anchor" href="#chains" aria-label="Permalink to &quot;chains&quot;">​</a></h3><blockquote><p><strong>chains</strong>: readonly <code>string</code>[]</p></blockquote><p>CAIP-2 chains the wallet supports.</p><hr><h3 id="methods" tabindex="-1">methods <a class="header-anchor" href="#methods" aria-label="Permalink to &quot;methods&quot;">​</a></h3><blockquote><p><strong>methods</strong>: readonly <code>string</code>[]</p></blockquote><p>Methods the wallet supports.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/PopulateAuthPayloadParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const PopulateAuthPayloadParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  PopulateAuthPayloadParameters as default
};
