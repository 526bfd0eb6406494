import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: PAIRING_EXPIRY_MARGIN_MS","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/PAIRING_EXPIRY_MARGIN_MS.md","filePath":"reference/@portico/core/variables/PAIRING_EXPIRY_MARGIN_MS.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/PAIRING_EXPIRY_MARGIN_MS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / PAIRING_EXPIRY_MARGIN_MS</p><h1 id="variable-pairing-expiry-margin-ms" tabindex="-1">Variable: PAIRING_EXPIRY_MARGIN_MS <a class="header-anchor" href="#variable-pairing-expiry-margin-ms" aria-label="Permalink to &quot;Variable: PAIRING\\_EXPIRY\\_MARGIN\\_MS&quot;">​</a></h1><blockquote><p><code>const</code> <strong>PAIRING_EXPIRY_MARGIN_MS</strong>: <code>10000</code> = <code>10_000</code></p></blockquote><p>A pairing this close to its expiry counts as expired.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/PAIRING_EXPIRY_MARGIN_MS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const PAIRING_EXPIRY_MARGIN_MS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  PAIRING_EXPIRY_MARGIN_MS as default
};
