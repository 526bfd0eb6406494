import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: DecodeDidKeyReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/DecodeDidKeyReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/DecodeDidKeyReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/DecodeDidKeyReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / DecodeDidKeyReturnType</p><h1 id="type-alias-decodedidkeyreturntype" tabindex="-1">Type Alias: DecodeDidKeyReturnType <a class="header-anchor" href="#type-alias-decodedidkeyreturntype" aria-label="Permalink to &quot;Type Alias: DecodeDidKeyReturnType&quot;">​</a></h1><blockquote><p><strong>DecodeDidKeyReturnType</strong> = <code>Uint8Array</code></p></blockquote><p>The 32 bytes of the Ed25519 public key.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/DecodeDidKeyReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DecodeDidKeyReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DecodeDidKeyReturnType as default
};
