import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatPairingUriReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/FormatPairingUriReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/FormatPairingUriReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/FormatPairingUriReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / FormatPairingUriReturnType</p><h1 id="type-alias-formatpairingurireturntype" tabindex="-1">Type Alias: FormatPairingUriReturnType <a class="header-anchor" href="#type-alias-formatpairingurireturntype" aria-label="Permalink to &quot;Type Alias: FormatPairingUriReturnType&quot;">​</a></h1><blockquote><p><strong>FormatPairingUriReturnType</strong> = <code>\`wc:\${string}@2?\${string}\`</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/FormatPairingUriReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatPairingUriReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatPairingUriReturnType as default
};
