import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: IFRAME_LOAD_TIMEOUT_MS","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/IFRAME_LOAD_TIMEOUT_MS.md","filePath":"reference/@portico/core/variables/IFRAME_LOAD_TIMEOUT_MS.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/IFRAME_LOAD_TIMEOUT_MS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / IFRAME_LOAD_TIMEOUT_MS</p><h1 id="variable-iframe-load-timeout-ms" tabindex="-1">Variable: IFRAME_LOAD_TIMEOUT_MS <a class="header-anchor" href="#variable-iframe-load-timeout-ms" aria-label="Permalink to &quot;Variable: IFRAME\\_LOAD\\_TIMEOUT\\_MS&quot;">​</a></h1><blockquote><p><code>const</code> <strong>IFRAME_LOAD_TIMEOUT_MS</strong>: <code>20000</code> = <code>20_000</code></p></blockquote><p>The wallet frame must load within this time.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/IFRAME_LOAD_TIMEOUT_MS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const IFRAME_LOAD_TIMEOUT_MS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  IFRAME_LOAD_TIMEOUT_MS as default
};
