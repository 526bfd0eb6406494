import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: TransactionsByYear","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/TransactionsByYear.md","filePath":"reference/@portico/core/type-aliases/TransactionsByYear.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/TransactionsByYear.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / TransactionsByYear</p><h1 id="type-alias-transactionsbyyear" tabindex="-1">Type Alias: TransactionsByYear <a class="header-anchor" href="#type-alias-transactionsbyyear" aria-label="Permalink to &quot;Type Alias: TransactionsByYear&quot;">​</a></h1><blockquote><p><strong>TransactionsByYear</strong> = <code>Record</code>&lt;<code>number</code>, <code>Record</code>&lt;<code>number</code>, <a href="./Transaction"><code>Transaction</code></a>[]&gt;&gt;</p></blockquote><p>Year → month (0-11) → items, newest first.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/TransactionsByYear.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const TransactionsByYear = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  TransactionsByYear as default
};
