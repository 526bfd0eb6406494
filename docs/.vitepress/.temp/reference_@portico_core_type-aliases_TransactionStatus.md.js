import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: TransactionStatus","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/TransactionStatus.md","filePath":"reference/@portico/core/type-aliases/TransactionStatus.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/TransactionStatus.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / TransactionStatus</p><h1 id="type-alias-transactionstatus" tabindex="-1">Type Alias: TransactionStatus <a class="header-anchor" href="#type-alias-transactionstatus" aria-label="Permalink to &quot;Type Alias: TransactionStatus&quot;">​</a></h1><blockquote><p><strong>TransactionStatus</strong> = <code>&quot;confirmed&quot;</code> | <code>&quot;failed&quot;</code> | <code>&quot;pending&quot;</code></p></blockquote><p>Status of a history item.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/TransactionStatus.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const TransactionStatus = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  TransactionStatus as default
};
