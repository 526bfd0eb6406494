import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: LOG_BUFFER_BYTES","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/LOG_BUFFER_BYTES.md","filePath":"reference/@portico/core/variables/LOG_BUFFER_BYTES.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/LOG_BUFFER_BYTES.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / LOG_BUFFER_BYTES</p><h1 id="variable-log-buffer-bytes" tabindex="-1">Variable: LOG_BUFFER_BYTES <a class="header-anchor" href="#variable-log-buffer-bytes" aria-label="Permalink to &quot;Variable: LOG\\_BUFFER\\_BYTES&quot;">​</a></h1><blockquote><p><code>const</code> <strong>LOG_BUFFER_BYTES</strong>: <code>1024000</code> = <code>1_024_000</code></p></blockquote><p>Log buffer size in bytes.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/LOG_BUFFER_BYTES.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const LOG_BUFFER_BYTES = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  LOG_BUFFER_BYTES as default
};
