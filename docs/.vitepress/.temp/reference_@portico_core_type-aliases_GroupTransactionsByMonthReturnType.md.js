import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GroupTransactionsByMonthReturnType<transaction>","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GroupTransactionsByMonthReturnType.md","filePath":"reference/@portico/core/type-aliases/GroupTransactionsByMonthReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GroupTransactionsByMonthReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GroupTransactionsByMonthReturnType</p><h1 id="type-alias-grouptransactionsbymonthreturntype-transaction" tabindex="-1">Type Alias: GroupTransactionsByMonthReturnType&lt;transaction&gt; <a class="header-anchor" href="#type-alias-grouptransactionsbymonthreturntype-transaction" aria-label="Permalink to &quot;Type Alias: GroupTransactionsByMonthReturnType\\&lt;transaction\\&gt;&quot;">​</a></h1><blockquote><p><strong>GroupTransactionsByMonthReturnType</strong>&lt;<code>transaction</code>&gt; = <a href="./TransactionMonthGroup"><code>TransactionMonthGroup</code></a>&lt;<code>transaction</code>&gt;[]</p></blockquote><p>Result of <a href="./../functions/groupTransactionsByMonth">groupTransactionsByMonth</a>: months newest first.</p><h2 id="type-parameters" tabindex="-1">Type Parameters <a class="header-anchor" href="#type-parameters" aria-label="Permalink to &quot;Type Parameters&quot;">​</a></h2><h3 id="transaction" tabindex="-1">transaction <a class="header-anchor" href="#transaction" aria-label="Permalink to &quot;transaction&quot;">​</a></h3><p><code>transaction</code> = <a href="./Transaction"><code>Transaction</code></a></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GroupTransactionsByMonthReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GroupTransactionsByMonthReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GroupTransactionsByMonthReturnType as default
};
