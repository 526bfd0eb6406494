import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateRelayJwtParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/CreateRelayJwtParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/CreateRelayJwtParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/CreateRelayJwtParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / CreateRelayJwtParameters</p><h1 id="type-alias-createrelayjwtparameters" tabindex="-1">Type Alias: CreateRelayJwtParameters <a class="header-anchor" href="#type-alias-createrelayjwtparameters" aria-label="Permalink to &quot;Type Alias: CreateRelayJwtParameters&quot;">​</a></h1><blockquote><p><strong>CreateRelayJwtParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="aud" tabindex="-1">aud <a class="header-anchor" href="#aud" aria-label="Permalink to &quot;aud&quot;">​</a></h3><blockquote><p><strong>aud</strong>: <code>string</code></p></blockquote><p>The relay URL the token is for, e.g. <code>wss://relay.example.com</code>.</p><hr><h3 id="now" tabindex="-1">now? <a class="header-anchor" href="#now" aria-label="Permalink to &quot;now?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>now?</strong>: <code>number</code></p></blockquote><p>The current time in milliseconds since the epoch. Default <code>Date.now()</code>.</p><hr><h3 id="seed" tabindex="-1">seed <a class="header-anchor" href="#seed" aria-label="Permalink to &quot;seed&quot;">​</a></h3><blockquote><p><strong>seed</strong>: <code>Uint8Array</code> | <code>string</code></p></blockquote><p>The client&#39;s Ed25519 seed: 32 bytes or 64 hex characters. Keep it; it is the client&#39;s id.</p><hr><h3 id="sub" tabindex="-1">sub? <a class="header-anchor" href="#sub" aria-label="Permalink to &quot;sub?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>sub?</strong>: <code>string</code></p></blockquote><p>The subject; 32 random bytes as hex by default.</p><hr><h3 id="ttlseconds" tabindex="-1">ttlSeconds <a class="header-anchor" href="#ttlseconds" aria-label="Permalink to &quot;ttlSeconds&quot;">​</a></h3><blockquote><p><strong>ttlSeconds</strong>: <code>number</code></p></blockquote><p>Lifetime of the token in seconds (the official clients use one day).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/CreateRelayJwtParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateRelayJwtParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateRelayJwtParameters as default
};
