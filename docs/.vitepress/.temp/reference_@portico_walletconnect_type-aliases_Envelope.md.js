import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: Envelope","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/Envelope.md","filePath":"reference/@portico/walletconnect/type-aliases/Envelope.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/Envelope.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / Envelope</p><h1 id="type-alias-envelope" tabindex="-1">Type Alias: Envelope <a class="header-anchor" href="#type-alias-envelope" aria-label="Permalink to &quot;Type Alias: Envelope&quot;">​</a></h1><blockquote><p><strong>Envelope</strong> = { <code>iv</code>: <code>Uint8Array</code>; <code>sealed</code>: <code>Uint8Array</code>; <code>senderPublicKey?</code>: <code>undefined</code>; <code>type</code>: <code>0</code>; } | { <code>iv</code>: <code>Uint8Array</code>; <code>sealed</code>: <code>Uint8Array</code>; <code>senderPublicKey</code>: <code>string</code>; <code>type</code>: <code>1</code>; }</p></blockquote><p>The parts of an envelope. Type 0 is sealed with a known symmetric key; type 1 also carries the sender&#39;s X25519 public key so the receiver can derive that key first.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/Envelope.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const Envelope = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  Envelope as default
};
