import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: TransactionDirection","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/TransactionDirection.md","filePath":"reference/@portico/core/type-aliases/TransactionDirection.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/TransactionDirection.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / TransactionDirection</p><h1 id="type-alias-transactiondirection" tabindex="-1">Type Alias: TransactionDirection <a class="header-anchor" href="#type-alias-transactiondirection" aria-label="Permalink to &quot;Type Alias: TransactionDirection&quot;">​</a></h1><blockquote><p><strong>TransactionDirection</strong> = <code>&quot;in&quot;</code> | <code>&quot;out&quot;</code> | <code>&quot;self&quot;</code></p></blockquote><p>Direction of a transfer relative to the account.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/TransactionDirection.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const TransactionDirection = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  TransactionDirection as default
};
