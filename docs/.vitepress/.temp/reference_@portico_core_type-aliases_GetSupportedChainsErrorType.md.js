import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetSupportedChainsErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetSupportedChainsErrorType.md","filePath":"reference/@portico/core/type-aliases/GetSupportedChainsErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetSupportedChainsErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetSupportedChainsErrorType</p><h1 id="type-alias-getsupportedchainserrortype" tabindex="-1">Type Alias: GetSupportedChainsErrorType <a class="header-anchor" href="#type-alias-getsupportedchainserrortype" aria-label="Permalink to &quot;Type Alias: GetSupportedChainsErrorType&quot;">​</a></h1><blockquote><p><strong>GetSupportedChainsErrorType</strong> = <a href="./HttpClientErrorType"><code>HttpClientErrorType</code></a> | <a href="./../classes/ApiResponseError"><code>ApiResponseError</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetSupportedChainsErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetSupportedChainsErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetSupportedChainsErrorType as default
};
