import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: PAIRING_LIFETIME_MS","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/PAIRING_LIFETIME_MS.md","filePath":"reference/@portico/core/variables/PAIRING_LIFETIME_MS.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/PAIRING_LIFETIME_MS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / PAIRING_LIFETIME_MS</p><h1 id="variable-pairing-lifetime-ms" tabindex="-1">Variable: PAIRING_LIFETIME_MS <a class="header-anchor" href="#variable-pairing-lifetime-ms" aria-label="Permalink to &quot;Variable: PAIRING\\_LIFETIME\\_MS&quot;">​</a></h1><blockquote><p><code>const</code> <strong>PAIRING_LIFETIME_MS</strong>: <code>240000</code> = <code>240_000</code></p></blockquote><p>How long a new pairing lives.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/PAIRING_LIFETIME_MS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const PAIRING_LIFETIME_MS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  PAIRING_LIFETIME_MS as default
};
