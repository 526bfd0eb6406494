import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: RECENT_WALLETS_MAX","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/RECENT_WALLETS_MAX.md","filePath":"reference/@portico/core/variables/RECENT_WALLETS_MAX.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/RECENT_WALLETS_MAX.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / RECENT_WALLETS_MAX</p><h1 id="variable-recent-wallets-max" tabindex="-1">Variable: RECENT_WALLETS_MAX <a class="header-anchor" href="#variable-recent-wallets-max" aria-label="Permalink to &quot;Variable: RECENT\\_WALLETS\\_MAX&quot;">​</a></h1><blockquote><p><code>const</code> <strong>RECENT_WALLETS_MAX</strong>: <code>2</code> = <code>2</code></p></blockquote><p>How many recent wallets are kept.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/RECENT_WALLETS_MAX.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RECENT_WALLETS_MAX = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RECENT_WALLETS_MAX as default
};
