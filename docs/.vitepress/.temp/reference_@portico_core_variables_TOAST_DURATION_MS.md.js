import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: TOAST_DURATION_MS","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/TOAST_DURATION_MS.md","filePath":"reference/@portico/core/variables/TOAST_DURATION_MS.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/TOAST_DURATION_MS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / TOAST_DURATION_MS</p><h1 id="variable-toast-duration-ms" tabindex="-1">Variable: TOAST_DURATION_MS <a class="header-anchor" href="#variable-toast-duration-ms" aria-label="Permalink to &quot;Variable: TOAST\\_DURATION\\_MS&quot;">​</a></h1><blockquote><p><code>const</code> <strong>TOAST_DURATION_MS</strong>: <code>2500</code> = <code>2_500</code></p></blockquote><p>How long an auto-closing toast stays open (not given by SPEC; the usual snackbar time).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/TOAST_DURATION_MS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const TOAST_DURATION_MS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  TOAST_DURATION_MS as default
};
