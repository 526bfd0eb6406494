import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetTransactionHistoryParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetTransactionHistoryParameters.md","filePath":"reference/@portico/core/type-aliases/GetTransactionHistoryParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetTransactionHistoryParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetTransactionHistoryParameters</p><h1 id="type-alias-gettransactionhistoryparameters" tabindex="-1">Type Alias: GetTransactionHistoryParameters <a class="header-anchor" href="#type-alias-gettransactionhistoryparameters" aria-label="Permalink to &quot;Type Alias: GetTransactionHistoryParameters&quot;">​</a></h1><blockquote><p><strong>GetTransactionHistoryParameters</strong> = <code>HistoryQuery</code> &amp; ({ <code>baseUrl?</code>: <code>undefined</code>; <code>client</code>: <a href="./CreateHttpClientReturnType"><code>CreateHttpClientReturnType</code></a>; <code>fetch?</code>: <code>undefined</code>; <code>projectId?</code>: <code>string</code>; } | { <code>baseUrl</code>: <code>string</code>; <code>client?</code>: <code>undefined</code>; <code>fetch?</code>: <a href="./FetchFunction"><code>FetchFunction</code></a>; <code>projectId</code>: <code>string</code>; })</p></blockquote><p>Parameters of <a href="./../functions/getTransactionHistory">getTransactionHistory</a>: a client, or a server URL and project id.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetTransactionHistoryParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetTransactionHistoryParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetTransactionHistoryParameters as default
};
