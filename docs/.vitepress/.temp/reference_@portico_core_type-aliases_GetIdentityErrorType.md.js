import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetIdentityErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetIdentityErrorType.md","filePath":"reference/@portico/core/type-aliases/GetIdentityErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetIdentityErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetIdentityErrorType</p><h1 id="type-alias-getidentityerrortype" tabindex="-1">Type Alias: GetIdentityErrorType <a class="header-anchor" href="#type-alias-getidentityerrortype" aria-label="Permalink to &quot;Type Alias: GetIdentityErrorType&quot;">​</a></h1><blockquote><p><strong>GetIdentityErrorType</strong> = <a href="./HttpClientErrorType"><code>HttpClientErrorType</code></a> | <a href="./../classes/ApiResponseError"><code>ApiResponseError</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetIdentityErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetIdentityErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetIdentityErrorType as default
};
