import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"@portico/react","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/index.md","filePath":"reference/@portico/react/index.md"}');
const _sfc_main = { name: "reference/@portico/react/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../">portico</a> / @portico/react</p><h1 id="portico-react" tabindex="-1">@portico/react <a class="header-anchor" href="#portico-react" aria-label="Permalink to &quot;@portico/react&quot;">​</a></h1><p>@portico/react — provider, connect button, modal, hooks.</p><h2 id="type-aliases" tabindex="-1">Type Aliases <a class="header-anchor" href="#type-aliases" aria-label="Permalink to &quot;Type Aliases&quot;">​</a></h2><ul><li><a href="./type-aliases/BalanceState">BalanceState</a></li><li><a href="./type-aliases/ConnectButtonProps">ConnectButtonProps</a></li><li><a href="./type-aliases/CreatePorticoConfigParameters">CreatePorticoConfigParameters</a></li><li><a href="./type-aliases/CreateRecentWalletsStoreParameters">CreateRecentWalletsStoreParameters</a></li><li><a href="./type-aliases/CreateRecentWalletsStoreReturnType">CreateRecentWalletsStoreReturnType</a></li><li><a href="./type-aliases/IsUnsupportedChainParameters">IsUnsupportedChainParameters</a></li><li><a href="./type-aliases/IsUnsupportedChainReturnType">IsUnsupportedChainReturnType</a></li><li><a href="./type-aliases/PorticoConfig">PorticoConfig</a></li><li><a href="./type-aliases/PorticoProviderProps">PorticoProviderProps</a></li><li><a href="./type-aliases/RecentWalletsState">RecentWalletsState</a></li><li><a href="./type-aliases/RecentWalletsStorage">RecentWalletsStorage</a></li><li><a href="./type-aliases/Strings">Strings</a></li><li><a href="./type-aliases/UsePorticoAccountReturnType">UsePorticoAccountReturnType</a></li><li><a href="./type-aliases/UsePorticoNetworkReturnType">UsePorticoNetworkReturnType</a></li><li><a href="./type-aliases/UsePorticoReturnType">UsePorticoReturnType</a></li><li><a href="./type-aliases/UseSiwxReturnType">UseSiwxReturnType</a></li></ul><h2 id="variables" tabindex="-1">Variables <a class="header-anchor" href="#variables" aria-label="Permalink to &quot;Variables&quot;">​</a></h2><ul><li><a href="./variables/en">en</a></li></ul><h2 id="functions" tabindex="-1">Functions <a class="header-anchor" href="#functions" aria-label="Permalink to &quot;Functions&quot;">​</a></h2><ul><li><a href="./functions/ConnectButton">ConnectButton</a></li><li><a href="./functions/createPorticoConfig">createPorticoConfig</a></li><li><a href="./functions/createRecentWalletsStore">createRecentWalletsStore</a></li><li><a href="./functions/isUnsupportedChain">isUnsupportedChain</a></li><li><a href="./functions/PorticoProvider">PorticoProvider</a></li><li><a href="./functions/usePortico">usePortico</a></li><li><a href="./functions/usePorticoAccount">usePorticoAccount</a></li><li><a href="./functions/usePorticoNetwork">usePorticoNetwork</a></li><li><a href="./functions/useSiwx">useSiwx</a></li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
