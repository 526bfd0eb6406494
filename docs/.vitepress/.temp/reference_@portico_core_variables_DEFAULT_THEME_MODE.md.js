import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: DEFAULT_THEME_MODE","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/DEFAULT_THEME_MODE.md","filePath":"reference/@portico/core/variables/DEFAULT_THEME_MODE.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/DEFAULT_THEME_MODE.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / DEFAULT_THEME_MODE</p><h1 id="variable-default-theme-mode" tabindex="-1">Variable: DEFAULT_THEME_MODE <a class="header-anchor" href="#variable-default-theme-mode" aria-label="Permalink to &quot;Variable: DEFAULT\\_THEME\\_MODE&quot;">​</a></h1><blockquote><p><code>const</code> <strong>DEFAULT_THEME_MODE</strong>: <code>&quot;dark&quot;</code> = <code>&#39;dark&#39;</code></p></blockquote><p>Default theme mode.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/DEFAULT_THEME_MODE.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DEFAULT_THEME_MODE = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DEFAULT_THEME_MODE as default
};
