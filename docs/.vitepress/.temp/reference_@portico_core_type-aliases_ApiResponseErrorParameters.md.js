import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ApiResponseErrorParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ApiResponseErrorParameters.md","filePath":"reference/@portico/core/type-aliases/ApiResponseErrorParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ApiResponseErrorParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ApiResponseErrorParameters</p><h1 id="type-alias-apiresponseerrorparameters" tabindex="-1">Type Alias: ApiResponseErrorParameters <a class="header-anchor" href="#type-alias-apiresponseerrorparameters" aria-label="Permalink to &quot;Type Alias: ApiResponseErrorParameters&quot;">​</a></h1><blockquote><p><strong>ApiResponseErrorParameters</strong> = <code>Omit</code>&lt;<a href="./BaseErrorParameters"><code>BaseErrorParameters</code></a>, <code>&quot;docsPath&quot;</code>&gt; &amp; <code>object</code></p></blockquote><p>Parameters of <a href="./../classes/ApiResponseError">ApiResponseError</a>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="path" tabindex="-1">path <a class="header-anchor" href="#path" aria-label="Permalink to &quot;path&quot;">​</a></h3><blockquote><p><strong>path</strong>: <code>string</code></p></blockquote><p>The request path, e.g. <code>/getWallets</code>.</p><h3 id="reason" tabindex="-1">reason <a class="header-anchor" href="#reason" aria-label="Permalink to &quot;reason&quot;">​</a></h3><blockquote><p><strong>reason</strong>: <code>string</code></p></blockquote><p>What was wrong, naming the field, e.g. <code>data[3].name: expected a string</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ApiResponseErrorParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ApiResponseErrorParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ApiResponseErrorParameters as default
};
