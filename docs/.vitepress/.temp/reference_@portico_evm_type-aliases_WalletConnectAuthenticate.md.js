import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: WalletConnectAuthenticate","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/evm/type-aliases/WalletConnectAuthenticate.md","filePath":"reference/@portico/evm/type-aliases/WalletConnectAuthenticate.md"}');
const _sfc_main = { name: "reference/@portico/evm/type-aliases/WalletConnectAuthenticate.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/evm</a> / WalletConnectAuthenticate</p><h1 id="type-alias-walletconnectauthenticate" tabindex="-1">Type Alias: WalletConnectAuthenticate <a class="header-anchor" href="#type-alias-walletconnectauthenticate" aria-label="Permalink to &quot;Type Alias: WalletConnectAuthenticate&quot;">​</a></h1><blockquote><p><strong>WalletConnectAuthenticate</strong> = <a href="./../../core/type-aliases/AdapterAuthenticateParameters"><code>AdapterAuthenticateParameters</code></a></p></blockquote><p>One-prompt sign-in parameters (SPEC §7), as the kit&#39;s sign-in implementation gives them.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/evm/type-aliases/WalletConnectAuthenticate.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const WalletConnectAuthenticate = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  WalletConnectAuthenticate as default
};
