import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: EMBEDDED_SDK_VERSION","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/EMBEDDED_SDK_VERSION.md","filePath":"reference/@portico/core/variables/EMBEDDED_SDK_VERSION.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/EMBEDDED_SDK_VERSION.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / EMBEDDED_SDK_VERSION</p><h1 id="variable-embedded-sdk-version" tabindex="-1">Variable: EMBEDDED_SDK_VERSION <a class="header-anchor" href="#variable-embedded-sdk-version" aria-label="Permalink to &quot;Variable: EMBEDDED\\_SDK\\_VERSION&quot;">​</a></h1><blockquote><p><code>const</code> <strong>EMBEDDED_SDK_VERSION</strong>: <code>4</code> = <code>4</code></p></blockquote><p>Default embedded wallet SDK version.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/EMBEDDED_SDK_VERSION.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const EMBEDDED_SDK_VERSION = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  EMBEDDED_SDK_VERSION as default
};
