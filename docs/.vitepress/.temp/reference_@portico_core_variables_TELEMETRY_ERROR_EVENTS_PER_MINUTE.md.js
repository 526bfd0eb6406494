import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: TELEMETRY_ERROR_EVENTS_PER_MINUTE","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/TELEMETRY_ERROR_EVENTS_PER_MINUTE.md","filePath":"reference/@portico/core/variables/TELEMETRY_ERROR_EVENTS_PER_MINUTE.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/TELEMETRY_ERROR_EVENTS_PER_MINUTE.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / TELEMETRY_ERROR_EVENTS_PER_MINUTE</p><h1 id="variable-telemetry-error-events-per-minute" tabindex="-1">Variable: TELEMETRY_ERROR_EVENTS_PER_MINUTE <a class="header-anchor" href="#variable-telemetry-error-events-per-minute" aria-label="Permalink to &quot;Variable: TELEMETRY\\_ERROR\\_EVENTS\\_PER\\_MINUTE&quot;">​</a></h1><blockquote><p><code>const</code> <strong>TELEMETRY_ERROR_EVENTS_PER_MINUTE</strong>: <code>5</code> = <code>5</code></p></blockquote><p>At most this many error events are sent per minute.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/TELEMETRY_ERROR_EVENTS_PER_MINUTE.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const TELEMETRY_ERROR_EVENTS_PER_MINUTE = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  TELEMETRY_ERROR_EVENTS_PER_MINUTE as default
};
