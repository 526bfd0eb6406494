import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: TransactionMonthGroup<transaction>","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/TransactionMonthGroup.md","filePath":"reference/@portico/core/type-aliases/TransactionMonthGroup.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/TransactionMonthGroup.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / TransactionMonthGroup</p><h1 id="type-alias-transactionmonthgroup-transaction" tabindex="-1">Type Alias: TransactionMonthGroup&lt;transaction&gt; <a class="header-anchor" href="#type-alias-transactionmonthgroup-transaction" aria-label="Permalink to &quot;Type Alias: TransactionMonthGroup\\&lt;transaction\\&gt;&quot;">​</a></h1><blockquote><p><strong>TransactionMonthGroup</strong>&lt;<code>transaction</code>&gt; = <code>object</code></p></blockquote><p>One month of history.</p><h2 id="type-parameters" tabindex="-1">Type Parameters <a class="header-anchor" href="#type-parameters" aria-label="Permalink to &quot;Type Parameters&quot;">​</a></h2><h3 id="transaction" tabindex="-1">transaction <a class="header-anchor" href="#transaction" aria-label="Permalink to &quot;transaction&quot;">​</a></h3><p><code>transaction</code> = <a href="./Transaction"><code>Transaction</code></a></p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="month" tabindex="-1">month <a class="header-anchor" href="#month" aria-label="Permalink to &quot;month&quot;">​</a></h3><blockquote><p><strong>month</strong>: <code>number</code></p></blockquote><p>0 (January) to 11 (December), like <code>Date#getMonth</code>.</p><hr><h3 id="transactions" tabindex="-1">transactions <a class="header-anchor" href="#transactions" aria-label="Permalink to &quot;transactions&quot;">​</a></h3><blockquote><p><strong>transactions</strong>: <code>transaction</code>[]</p></blockquote><p>Newest first.</p><hr><h3 id="year" tabindex="-1">year <a class="header-anchor" href="#year" aria-label="Permalink to &quot;year&quot;">​</a></h3><blockquote><p><strong>year</strong>: <code>number</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/TransactionMonthGroup.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const TransactionMonthGroup = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  TransactionMonthGroup as default
};
