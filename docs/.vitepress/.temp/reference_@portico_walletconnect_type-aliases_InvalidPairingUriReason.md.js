import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: InvalidPairingUriReason","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/InvalidPairingUriReason.md","filePath":"reference/@portico/walletconnect/type-aliases/InvalidPairingUriReason.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/InvalidPairingUriReason.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / InvalidPairingUriReason</p><h1 id="type-alias-invalidpairingurireason" tabindex="-1">Type Alias: InvalidPairingUriReason <a class="header-anchor" href="#type-alias-invalidpairingurireason" aria-label="Permalink to &quot;Type Alias: InvalidPairingUriReason&quot;">​</a></h1><blockquote><p><strong>InvalidPairingUriReason</strong> = <code>&quot;protocol&quot;</code> | <code>&quot;version&quot;</code> | <code>&quot;topic&quot;</code> | <code>&quot;symKey&quot;</code> | <code>&quot;relay-protocol&quot;</code> | <code>&quot;expiryTimestamp&quot;</code> | <code>&quot;methods&quot;</code></p></blockquote><p>Which part of a pairing URI was wrong.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/InvalidPairingUriReason.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const InvalidPairingUriReason = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  InvalidPairingUriReason as default
};
