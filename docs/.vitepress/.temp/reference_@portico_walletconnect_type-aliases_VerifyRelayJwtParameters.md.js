import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: VerifyRelayJwtParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/VerifyRelayJwtParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/VerifyRelayJwtParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/VerifyRelayJwtParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / VerifyRelayJwtParameters</p><h1 id="type-alias-verifyrelayjwtparameters" tabindex="-1">Type Alias: VerifyRelayJwtParameters <a class="header-anchor" href="#type-alias-verifyrelayjwtparameters" aria-label="Permalink to &quot;Type Alias: VerifyRelayJwtParameters&quot;">​</a></h1><blockquote><p><strong>VerifyRelayJwtParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="aud" tabindex="-1">aud <a class="header-anchor" href="#aud" aria-label="Permalink to &quot;aud&quot;">​</a></h3><blockquote><p><strong>aud</strong>: <code>string</code></p></blockquote><p>The relay URL the token must be for.</p><hr><h3 id="maxlifetimeseconds" tabindex="-1">maxLifetimeSeconds? <a class="header-anchor" href="#maxlifetimeseconds" aria-label="Permalink to &quot;maxLifetimeSeconds?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>maxLifetimeSeconds?</strong>: <code>number</code></p></blockquote><p>Longest lifetime accepted (<code>exp - iat</code>), in seconds. Default 86 400: one day, what the official clients (2.21.8, <code>CRYPTO_JWT_TTL</code>) and <code>createRelayClient</code> issue.</p><hr><h3 id="now" tabindex="-1">now? <a class="header-anchor" href="#now" aria-label="Permalink to &quot;now?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>now?</strong>: <code>number</code></p></blockquote><p>The current time in milliseconds since the epoch. Default <code>Date.now()</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/VerifyRelayJwtParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const VerifyRelayJwtParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  VerifyRelayJwtParameters as default
};
