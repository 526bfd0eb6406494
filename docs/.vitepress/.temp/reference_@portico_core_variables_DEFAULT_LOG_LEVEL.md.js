import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: DEFAULT_LOG_LEVEL","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/DEFAULT_LOG_LEVEL.md","filePath":"reference/@portico/core/variables/DEFAULT_LOG_LEVEL.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/DEFAULT_LOG_LEVEL.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / DEFAULT_LOG_LEVEL</p><h1 id="variable-default-log-level" tabindex="-1">Variable: DEFAULT_LOG_LEVEL <a class="header-anchor" href="#variable-default-log-level" aria-label="Permalink to &quot;Variable: DEFAULT\\_LOG\\_LEVEL&quot;">​</a></h1><blockquote><p><code>const</code> <strong>DEFAULT_LOG_LEVEL</strong>: <code>&quot;error&quot;</code> = <code>&#39;error&#39;</code></p></blockquote><p>Default log level.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/DEFAULT_LOG_LEVEL.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DEFAULT_LOG_LEVEL = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DEFAULT_LOG_LEVEL as default
};
