import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: EncryptParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/EncryptParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/EncryptParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/EncryptParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / EncryptParameters</p><h1 id="type-alias-encryptparameters" tabindex="-1">Type Alias: EncryptParameters <a class="header-anchor" href="#type-alias-encryptparameters" aria-label="Permalink to &quot;Type Alias: EncryptParameters&quot;">​</a></h1><blockquote><p><strong>EncryptParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="encoding" tabindex="-1">encoding? <a class="header-anchor" href="#encoding" aria-label="Permalink to &quot;encoding?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>encoding?</strong>: <a href="./EnvelopeEncoding"><code>EnvelopeEncoding</code></a></p></blockquote><hr><h3 id="iv" tabindex="-1">iv? <a class="header-anchor" href="#iv" aria-label="Permalink to &quot;iv?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>iv?</strong>: <code>string</code></p></blockquote><p>The 12-byte nonce as 24 hex characters; random when left out (leave it out outside tests).</p><hr><h3 id="message" tabindex="-1">message <a class="header-anchor" href="#message" aria-label="Permalink to &quot;message&quot;">​</a></h3><blockquote><p><strong>message</strong>: <code>string</code></p></blockquote><p>The plain text, usually a JSON-RPC payload.</p><hr><h3 id="senderpublickey" tabindex="-1">senderPublicKey? <a class="header-anchor" href="#senderpublickey" aria-label="Permalink to &quot;senderPublicKey?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>senderPublicKey?</strong>: <code>string</code></p></blockquote><p>Our X25519 public key, 64 hex characters; required for type 1.</p><hr><h3 id="symkey" tabindex="-1">symKey <a class="header-anchor" href="#symkey" aria-label="Permalink to &quot;symKey&quot;">​</a></h3><blockquote><p><strong>symKey</strong>: <code>string</code></p></blockquote><p>The symmetric key, 64 hex characters.</p><hr><h3 id="type" tabindex="-1">type? <a class="header-anchor" href="#type" aria-label="Permalink to &quot;type?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>type?</strong>: <code>0</code> | <code>1</code></p></blockquote><p>0: sealed with a key both sides know; 1: also carries <code>senderPublicKey</code> (session proposal response). Default 0.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/EncryptParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const EncryptParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  EncryptParameters as default
};
