import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: QUANTITY_DECIMALS","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/QUANTITY_DECIMALS.md","filePath":"reference/@portico/core/variables/QUANTITY_DECIMALS.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/QUANTITY_DECIMALS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / QUANTITY_DECIMALS</p><h1 id="variable-quantity-decimals" tabindex="-1">Variable: QUANTITY_DECIMALS <a class="header-anchor" href="#variable-quantity-decimals" aria-label="Permalink to &quot;Variable: QUANTITY\\_DECIMALS&quot;">​</a></h1><blockquote><p><code>const</code> <strong>QUANTITY_DECIMALS</strong>: <code>3</code> = <code>3</code></p></blockquote><p>Decimals shown for quantities (truncated).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/QUANTITY_DECIMALS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const QUANTITY_DECIMALS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  QUANTITY_DECIMALS as default
};
