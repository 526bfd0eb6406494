import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GenerateRandomBytes32ReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/GenerateRandomBytes32ReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/GenerateRandomBytes32ReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/GenerateRandomBytes32ReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / GenerateRandomBytes32ReturnType</p><h1 id="type-alias-generaterandombytes32returntype" tabindex="-1">Type Alias: GenerateRandomBytes32ReturnType <a class="header-anchor" href="#type-alias-generaterandombytes32returntype" aria-label="Permalink to &quot;Type Alias: GenerateRandomBytes32ReturnType&quot;">​</a></h1><blockquote><p><strong>GenerateRandomBytes32ReturnType</strong> = <code>string</code></p></blockquote><p>What <a href="./../functions/generateRandomBytes32">generateRandomBytes32</a> returns: 32 random bytes as 64 lowercase hex characters.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/GenerateRandomBytes32ReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GenerateRandomBytes32ReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GenerateRandomBytes32ReturnType as default
};
