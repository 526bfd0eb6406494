import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: SOLANA_COMPUTE_UNIT_LIMIT","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/SOLANA_COMPUTE_UNIT_LIMIT.md","filePath":"reference/@portico/core/variables/SOLANA_COMPUTE_UNIT_LIMIT.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/SOLANA_COMPUTE_UNIT_LIMIT.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SOLANA_COMPUTE_UNIT_LIMIT</p><h1 id="variable-solana-compute-unit-limit" tabindex="-1">Variable: SOLANA_COMPUTE_UNIT_LIMIT <a class="header-anchor" href="#variable-solana-compute-unit-limit" aria-label="Permalink to &quot;Variable: SOLANA\\_COMPUTE\\_UNIT\\_LIMIT&quot;">​</a></h1><blockquote><p><code>const</code> <strong>SOLANA_COMPUTE_UNIT_LIMIT</strong>: <code>500</code> = <code>500</code></p></blockquote><p>Compute unit limit.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/SOLANA_COMPUTE_UNIT_LIMIT.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SOLANA_COMPUTE_UNIT_LIMIT = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SOLANA_COMPUTE_UNIT_LIMIT as default
};
