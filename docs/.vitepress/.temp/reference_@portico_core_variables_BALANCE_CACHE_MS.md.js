import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: BALANCE_CACHE_MS","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/BALANCE_CACHE_MS.md","filePath":"reference/@portico/core/variables/BALANCE_CACHE_MS.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/BALANCE_CACHE_MS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / BALANCE_CACHE_MS</p><h1 id="variable-balance-cache-ms" tabindex="-1">Variable: BALANCE_CACHE_MS <a class="header-anchor" href="#variable-balance-cache-ms" aria-label="Permalink to &quot;Variable: BALANCE\\_CACHE\\_MS&quot;">​</a></h1><blockquote><p><code>const</code> <strong>BALANCE_CACHE_MS</strong>: <code>30000</code> = <code>30_000</code></p></blockquote><p>Portfolio (token balance) cache lifetime.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/BALANCE_CACHE_MS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const BALANCE_CACHE_MS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  BALANCE_CACHE_MS as default
};
