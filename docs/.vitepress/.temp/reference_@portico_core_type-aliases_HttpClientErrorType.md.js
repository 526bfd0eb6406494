import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: HttpClientErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/HttpClientErrorType.md","filePath":"reference/@portico/core/type-aliases/HttpClientErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/HttpClientErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / HttpClientErrorType</p><h1 id="type-alias-httpclienterrortype" tabindex="-1">Type Alias: HttpClientErrorType <a class="header-anchor" href="#type-alias-httpclienterrortype" aria-label="Permalink to &quot;Type Alias: HttpClientErrorType&quot;">​</a></h1><blockquote><p><strong>HttpClientErrorType</strong> = <a href="./../classes/HttpStatusError"><code>HttpStatusError</code></a> | <a href="./../classes/ApiResponseError"><code>ApiResponseError</code></a></p></blockquote><p>The errors a request may throw: a non-OK status, or an answer that is not JSON.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/HttpClientErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HttpClientErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HttpClientErrorType as default
};
