import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetBalancesErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetBalancesErrorType.md","filePath":"reference/@portico/core/type-aliases/GetBalancesErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetBalancesErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetBalancesErrorType</p><h1 id="type-alias-getbalanceserrortype" tabindex="-1">Type Alias: GetBalancesErrorType <a class="header-anchor" href="#type-alias-getbalanceserrortype" aria-label="Permalink to &quot;Type Alias: GetBalancesErrorType&quot;">​</a></h1><blockquote><p><strong>GetBalancesErrorType</strong> = <a href="./HttpClientErrorType"><code>HttpClientErrorType</code></a> | <a href="./../classes/ApiResponseError"><code>ApiResponseError</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetBalancesErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetBalancesErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetBalancesErrorType as default
};
