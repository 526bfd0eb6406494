import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: WALLETS_SEARCH_PAGE_SIZE","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/WALLETS_SEARCH_PAGE_SIZE.md","filePath":"reference/@portico/core/variables/WALLETS_SEARCH_PAGE_SIZE.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/WALLETS_SEARCH_PAGE_SIZE.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / WALLETS_SEARCH_PAGE_SIZE</p><h1 id="variable-wallets-search-page-size" tabindex="-1">Variable: WALLETS_SEARCH_PAGE_SIZE <a class="header-anchor" href="#variable-wallets-search-page-size" aria-label="Permalink to &quot;Variable: WALLETS\\_SEARCH\\_PAGE\\_SIZE&quot;">​</a></h1><blockquote><p><code>const</code> <strong>WALLETS_SEARCH_PAGE_SIZE</strong>: <code>100</code> = <code>100</code></p></blockquote><p>Wallets per page of a search.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/WALLETS_SEARCH_PAGE_SIZE.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const WALLETS_SEARCH_PAGE_SIZE = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  WALLETS_SEARCH_PAGE_SIZE as default
};
