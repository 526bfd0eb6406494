import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ToTransferRequestParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/evm/type-aliases/ToTransferRequestParameters.md","filePath":"reference/@portico/evm/type-aliases/ToTransferRequestParameters.md"}');
const _sfc_main = { name: "reference/@portico/evm/type-aliases/ToTransferRequestParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/evm</a> / ToTransferRequestParameters</p><h1 id="type-alias-totransferrequestparameters" tabindex="-1">Type Alias: ToTransferRequestParameters <a class="header-anchor" href="#type-alias-totransferrequestparameters" aria-label="Permalink to &quot;Type Alias: ToTransferRequestParameters&quot;">​</a></h1><blockquote><p><strong>ToTransferRequestParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/toTransferRequest">toTransferRequest</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="amount" tabindex="-1">amount <a class="header-anchor" href="#amount" aria-label="Permalink to &quot;amount&quot;">​</a></h3><blockquote><p><strong>amount</strong>: <code>bigint</code></p></blockquote><p>Amount in the token&#39;s smallest unit.</p><hr><h3 id="to" tabindex="-1">to <a class="header-anchor" href="#to" aria-label="Permalink to &quot;to&quot;">​</a></h3><blockquote><p><strong>to</strong>: <code>string</code></p></blockquote><hr><h3 id="token" tabindex="-1">token? <a class="header-anchor" href="#token" aria-label="Permalink to &quot;token?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>token?</strong>: <code>string</code></p></blockquote><p>ERC-20 contract; absent for the native token.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/evm/type-aliases/ToTransferRequestParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ToTransferRequestParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ToTransferRequestParameters as default
};
