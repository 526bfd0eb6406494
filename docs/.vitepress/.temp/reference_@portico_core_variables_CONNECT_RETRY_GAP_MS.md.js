import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: CONNECT_RETRY_GAP_MS","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/CONNECT_RETRY_GAP_MS.md","filePath":"reference/@portico/core/variables/CONNECT_RETRY_GAP_MS.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/CONNECT_RETRY_GAP_MS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CONNECT_RETRY_GAP_MS</p><h1 id="variable-connect-retry-gap-ms" tabindex="-1">Variable: CONNECT_RETRY_GAP_MS <a class="header-anchor" href="#variable-connect-retry-gap-ms" aria-label="Permalink to &quot;Variable: CONNECT\\_RETRY\\_GAP\\_MS&quot;">​</a></h1><blockquote><p><code>const</code> <strong>CONNECT_RETRY_GAP_MS</strong>: <code>1000</code> = <code>1_000</code></p></blockquote><p>Minimum gap between two connection attempts.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/CONNECT_RETRY_GAP_MS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CONNECT_RETRY_GAP_MS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CONNECT_RETRY_GAP_MS as default
};
