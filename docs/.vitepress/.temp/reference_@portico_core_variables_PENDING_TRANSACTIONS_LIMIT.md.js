import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: PENDING_TRANSACTIONS_LIMIT","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/PENDING_TRANSACTIONS_LIMIT.md","filePath":"reference/@portico/core/variables/PENDING_TRANSACTIONS_LIMIT.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/PENDING_TRANSACTIONS_LIMIT.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / PENDING_TRANSACTIONS_LIMIT</p><h1 id="variable-pending-transactions-limit" tabindex="-1">Variable: PENDING_TRANSACTIONS_LIMIT <a class="header-anchor" href="#variable-pending-transactions-limit" aria-label="Permalink to &quot;Variable: PENDING\\_TRANSACTIONS\\_LIMIT&quot;">​</a></h1><blockquote><p><code>const</code> <strong>PENDING_TRANSACTIONS_LIMIT</strong>: <code>99</code> = <code>99</code></p></blockquote><p>Pending transactions shown at most.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/PENDING_TRANSACTIONS_LIMIT.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const PENDING_TRANSACTIONS_LIMIT = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  PENDING_TRANSACTIONS_LIMIT as default
};
