import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: SEARCH_MIN_DELAY_MS","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/SEARCH_MIN_DELAY_MS.md","filePath":"reference/@portico/core/variables/SEARCH_MIN_DELAY_MS.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/SEARCH_MIN_DELAY_MS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SEARCH_MIN_DELAY_MS</p><h1 id="variable-search-min-delay-ms" tabindex="-1">Variable: SEARCH_MIN_DELAY_MS <a class="header-anchor" href="#variable-search-min-delay-ms" aria-label="Permalink to &quot;Variable: SEARCH\\_MIN\\_DELAY\\_MS&quot;">​</a></h1><blockquote><p><code>const</code> <strong>SEARCH_MIN_DELAY_MS</strong>: <code>300</code> = <code>300</code></p></blockquote><p>A search shows its loading state at least this long.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/SEARCH_MIN_DELAY_MS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SEARCH_MIN_DELAY_MS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SEARCH_MIN_DELAY_MS as default
};
