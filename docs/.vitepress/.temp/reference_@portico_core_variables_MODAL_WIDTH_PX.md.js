import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: MODAL_WIDTH_PX","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/MODAL_WIDTH_PX.md","filePath":"reference/@portico/core/variables/MODAL_WIDTH_PX.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/MODAL_WIDTH_PX.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / MODAL_WIDTH_PX</p><h1 id="variable-modal-width-px" tabindex="-1">Variable: MODAL_WIDTH_PX <a class="header-anchor" href="#variable-modal-width-px" aria-label="Permalink to &quot;Variable: MODAL\\_WIDTH\\_PX&quot;">​</a></h1><blockquote><p><code>const</code> <strong>MODAL_WIDTH_PX</strong>: <code>360</code> = <code>360</code></p></blockquote><p>Default modal width in pixels.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/MODAL_WIDTH_PX.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const MODAL_WIDTH_PX = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  MODAL_WIDTH_PX as default
};
