import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetDidAddressReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/GetDidAddressReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/GetDidAddressReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/GetDidAddressReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / GetDidAddressReturnType</p><h1 id="type-alias-getdidaddressreturntype" tabindex="-1">Type Alias: GetDidAddressReturnType <a class="header-anchor" href="#type-alias-getdidaddressreturntype" aria-label="Permalink to &quot;Type Alias: GetDidAddressReturnType&quot;">​</a></h1><blockquote><p><strong>GetDidAddressReturnType</strong> = <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/GetDidAddressReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetDidAddressReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetDidAddressReturnType as default
};
