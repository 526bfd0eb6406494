import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: WALLETS_RECOMMENDED","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/WALLETS_RECOMMENDED.md","filePath":"reference/@portico/core/variables/WALLETS_RECOMMENDED.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/WALLETS_RECOMMENDED.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / WALLETS_RECOMMENDED</p><h1 id="variable-wallets-recommended" tabindex="-1">Variable: WALLETS_RECOMMENDED <a class="header-anchor" href="#variable-wallets-recommended" aria-label="Permalink to &quot;Variable: WALLETS\\_RECOMMENDED&quot;">​</a></h1><blockquote><p><code>const</code> <strong>WALLETS_RECOMMENDED</strong>: <code>4</code> = <code>4</code></p></blockquote><p>Recommended wallets fetched.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/WALLETS_RECOMMENDED.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const WALLETS_RECOMMENDED = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  WALLETS_RECOMMENDED as default
};
