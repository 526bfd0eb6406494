import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AdapterSendTokenParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/AdapterSendTokenParameters.md","filePath":"reference/@portico/core/type-aliases/AdapterSendTokenParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/AdapterSendTokenParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / AdapterSendTokenParameters</p><h1 id="type-alias-adaptersendtokenparameters" tabindex="-1">Type Alias: AdapterSendTokenParameters <a class="header-anchor" href="#type-alias-adaptersendtokenparameters" aria-label="Permalink to &quot;Type Alias: AdapterSendTokenParameters&quot;">​</a></h1><blockquote><p><strong>AdapterSendTokenParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="amount" tabindex="-1">amount <a class="header-anchor" href="#amount" aria-label="Permalink to &quot;amount&quot;">​</a></h3><blockquote><p><strong>amount</strong>: <code>bigint</code></p></blockquote><p>Amount in the token&#39;s smallest unit.</p><hr><h3 id="chainid" tabindex="-1">chainId? <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>chainId?</strong>: <code>number</code> | <code>string</code></p></blockquote><hr><h3 id="to" tabindex="-1">to <a class="header-anchor" href="#to" aria-label="Permalink to &quot;to&quot;">​</a></h3><blockquote><p><strong>to</strong>: <code>string</code></p></blockquote><hr><h3 id="token" tabindex="-1">token? <a class="header-anchor" href="#token" aria-label="Permalink to &quot;token?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>token?</strong>: <code>string</code></p></blockquote><p>Token contract (ERC-20 address); absent for the native token.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/AdapterSendTokenParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AdapterSendTokenParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AdapterSendTokenParameters as default
};
