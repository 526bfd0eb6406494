import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RecentWalletsState","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/RecentWalletsState.md","filePath":"reference/@portico/react/type-aliases/RecentWalletsState.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/RecentWalletsState.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / RecentWalletsState</p><h1 id="type-alias-recentwalletsstate" tabindex="-1">Type Alias: RecentWalletsState <a class="header-anchor" href="#type-alias-recentwalletsstate" aria-label="Permalink to &quot;Type Alias: RecentWalletsState&quot;">​</a></h1><blockquote><p><strong>RecentWalletsState</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="recentwallets" tabindex="-1">recentWallets <a class="header-anchor" href="#recentwallets" aria-label="Permalink to &quot;recentWallets&quot;">​</a></h3><blockquote><p><strong>recentWallets</strong>: readonly <a href="./../../core/type-aliases/ConnectedWallet"><code>ConnectedWallet</code></a>[]</p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/RecentWalletsState.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RecentWalletsState = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RecentWalletsState as default
};
