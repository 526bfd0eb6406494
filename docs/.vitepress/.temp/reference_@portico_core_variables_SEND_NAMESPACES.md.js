import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: SEND_NAMESPACES","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/SEND_NAMESPACES.md","filePath":"reference/@portico/core/variables/SEND_NAMESPACES.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/SEND_NAMESPACES.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SEND_NAMESPACES</p><h1 id="variable-send-namespaces" tabindex="-1">Variable: SEND_NAMESPACES <a class="header-anchor" href="#variable-send-namespaces" aria-label="Permalink to &quot;Variable: SEND\\_NAMESPACES&quot;">​</a></h1><blockquote><p><code>const</code> <strong>SEND_NAMESPACES</strong>: readonly [<code>&quot;eip155&quot;</code>, <code>&quot;solana&quot;</code>]</p></blockquote><p>Namespaces the send flow supports.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/SEND_NAMESPACES.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SEND_NAMESPACES = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SEND_NAMESPACES as default
};
