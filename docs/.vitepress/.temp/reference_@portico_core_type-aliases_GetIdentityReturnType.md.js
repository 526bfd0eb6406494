import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetIdentityReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetIdentityReturnType.md","filePath":"reference/@portico/core/type-aliases/GetIdentityReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetIdentityReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetIdentityReturnType</p><h1 id="type-alias-getidentityreturntype" tabindex="-1">Type Alias: GetIdentityReturnType <a class="header-anchor" href="#type-alias-getidentityreturntype" aria-label="Permalink to &quot;Type Alias: GetIdentityReturnType&quot;">​</a></h1><blockquote><p><strong>GetIdentityReturnType</strong> = <code>object</code></p></blockquote><p>SPEC §3 &quot;Identity&quot;: null where the address has none.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="avatar" tabindex="-1">avatar <a class="header-anchor" href="#avatar" aria-label="Permalink to &quot;avatar&quot;">​</a></h3><blockquote><p><strong>avatar</strong>: <code>string</code> | <code>null</code></p></blockquote><hr><h3 id="name" tabindex="-1">name <a class="header-anchor" href="#name" aria-label="Permalink to &quot;name&quot;">​</a></h3><blockquote><p><strong>name</strong>: <code>string</code> | <code>null</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetIdentityReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetIdentityReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetIdentityReturnType as default
};
