import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: Transaction","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/Transaction.md","filePath":"reference/@portico/core/type-aliases/Transaction.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/Transaction.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / Transaction</p><h1 id="type-alias-transaction" tabindex="-1">Type Alias: Transaction <a class="header-anchor" href="#type-alias-transaction" aria-label="Permalink to &quot;Type Alias: Transaction&quot;">​</a></h1><blockquote><p><strong>Transaction</strong> = <code>object</code></p></blockquote><p>A transaction history item (SPEC §3).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="id" tabindex="-1">id <a class="header-anchor" href="#id" aria-label="Permalink to &quot;id&quot;">​</a></h3><blockquote><p><strong>id</strong>: <code>string</code></p></blockquote><hr><h3 id="metadata" tabindex="-1">metadata <a class="header-anchor" href="#metadata" aria-label="Permalink to &quot;metadata&quot;">​</a></h3><blockquote><p><strong>metadata</strong>: <a href="./TransactionMetadata"><code>TransactionMetadata</code></a></p></blockquote><hr><h3 id="transfers" tabindex="-1">transfers <a class="header-anchor" href="#transfers" aria-label="Permalink to &quot;transfers&quot;">​</a></h3><blockquote><p><strong>transfers</strong>: <a href="./TransactionTransfer"><code>TransactionTransfer</code></a>[]</p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/Transaction.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const Transaction = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  Transaction as default
};
