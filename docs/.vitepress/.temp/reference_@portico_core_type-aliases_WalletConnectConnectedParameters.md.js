import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: WalletConnectConnectedParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/WalletConnectConnectedParameters.md","filePath":"reference/@portico/core/type-aliases/WalletConnectConnectedParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/WalletConnectConnectedParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / WalletConnectConnectedParameters</p><h1 id="type-alias-walletconnectconnectedparameters" tabindex="-1">Type Alias: WalletConnectConnectedParameters <a class="header-anchor" href="#type-alias-walletconnectconnectedparameters" aria-label="Permalink to &quot;Type Alias: WalletConnectConnectedParameters&quot;">​</a></h1><blockquote><p><strong>WalletConnectConnectedParameters</strong> = <code>object</code></p></blockquote><p>What <a href="./CreateWalletConnectPairingReturnType#connected">CreateWalletConnectPairingReturnType.connected</a> records.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="address" tabindex="-1">address <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address&quot;">​</a></h3><blockquote><p><strong>address</strong>: <code>string</code></p></blockquote><hr><h3 id="caipaddress" tabindex="-1">caipAddress? <a class="header-anchor" href="#caipaddress" aria-label="Permalink to &quot;caipAddress?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>caipAddress?</strong>: <code>string</code></p></blockquote><hr><h3 id="connectorid" tabindex="-1">connectorId? <a class="header-anchor" href="#connectorid" aria-label="Permalink to &quot;connectorId?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>connectorId?</strong>: <code>string</code></p></blockquote><hr><h3 id="namespace" tabindex="-1">namespace <a class="header-anchor" href="#namespace" aria-label="Permalink to &quot;namespace&quot;">​</a></h3><blockquote><p><strong>namespace</strong>: <a href="./ChainNamespace"><code>ChainNamespace</code></a></p></blockquote><hr><h3 id="wallet" tabindex="-1">wallet <a class="header-anchor" href="#wallet" aria-label="Permalink to &quot;wallet&quot;">​</a></h3><blockquote><p><strong>wallet</strong>: <a href="./ConnectedWallet"><code>ConnectedWallet</code></a></p></blockquote><p>The wallet used (a directory wallet, or WalletConnect itself); becomes the recent wallet.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/WalletConnectConnectedParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const WalletConnectConnectedParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  WalletConnectConnectedParameters as default
};
