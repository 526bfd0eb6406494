import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetTransactionHistoryReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetTransactionHistoryReturnType.md","filePath":"reference/@portico/core/type-aliases/GetTransactionHistoryReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetTransactionHistoryReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetTransactionHistoryReturnType</p><h1 id="type-alias-gettransactionhistoryreturntype" tabindex="-1">Type Alias: GetTransactionHistoryReturnType <a class="header-anchor" href="#type-alias-gettransactionhistoryreturntype" aria-label="Permalink to &quot;Type Alias: GetTransactionHistoryReturnType&quot;">​</a></h1><blockquote><p><strong>GetTransactionHistoryReturnType</strong> = <code>object</code></p></blockquote><p>One page of history (SPEC §7): items newest first, and the cursor of the next page.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="data" tabindex="-1">data <a class="header-anchor" href="#data" aria-label="Permalink to &quot;data&quot;">​</a></h3><blockquote><p><strong>data</strong>: <a href="./Transaction"><code>Transaction</code></a>[]</p></blockquote><hr><h3 id="next" tabindex="-1">next <a class="header-anchor" href="#next" aria-label="Permalink to &quot;next&quot;">​</a></h3><blockquote><p><strong>next</strong>: <code>string</code> | <code>null</code></p></blockquote><p><code>null</code> on the last page.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetTransactionHistoryReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetTransactionHistoryReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetTransactionHistoryReturnType as default
};
