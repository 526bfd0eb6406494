import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: WalletConnectConnectParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/evm/type-aliases/WalletConnectConnectParameters.md","filePath":"reference/@portico/evm/type-aliases/WalletConnectConnectParameters.md"}');
const _sfc_main = { name: "reference/@portico/evm/type-aliases/WalletConnectConnectParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/evm</a> / WalletConnectConnectParameters</p><h1 id="type-alias-walletconnectconnectparameters" tabindex="-1">Type Alias: WalletConnectConnectParameters <a class="header-anchor" href="#type-alias-walletconnectconnectparameters" aria-label="Permalink to &quot;Type Alias: WalletConnectConnectParameters&quot;">​</a></h1><blockquote><p><strong>WalletConnectConnectParameters</strong> = <code>object</code></p></blockquote><p>Extra parameters of the connector&#39;s <code>connect</code> (passed through wagmi&#39;s <code>connect</code>).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="authenticate" tabindex="-1">authenticate? <a class="header-anchor" href="#authenticate" aria-label="Permalink to &quot;authenticate?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>authenticate?</strong>: <a href="./WalletConnectAuthenticate"><code>WalletConnectAuthenticate</code></a></p></blockquote><p>One-prompt sign-in (<code>wc_sessionAuthenticate</code>); the result arrives as an <code>authenticated</code> message.</p><hr><h3 id="chainid" tabindex="-1">chainId? <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>chainId?</strong>: <code>number</code></p></blockquote><hr><h3 id="isreconnecting" tabindex="-1">isReconnecting? <a class="header-anchor" href="#isreconnecting" aria-label="Permalink to &quot;isReconnecting?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>isReconnecting?</strong>: <code>boolean</code></p></blockquote><hr><h3 id="signal" tabindex="-1">signal? <a class="header-anchor" href="#signal" aria-label="Permalink to &quot;signal?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>signal?</strong>: <code>AbortSignal</code></p></blockquote><p>Abandons the attempt (the session, if the wallet approves later, is deleted).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/evm/type-aliases/WalletConnectConnectParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const WalletConnectConnectParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  WalletConnectConnectParameters as default
};
