import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SiwxServerErrorParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SiwxServerErrorParameters.md","filePath":"reference/@portico/core/type-aliases/SiwxServerErrorParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SiwxServerErrorParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SiwxServerErrorParameters</p><h1 id="type-alias-siwxservererrorparameters" tabindex="-1">Type Alias: SiwxServerErrorParameters <a class="header-anchor" href="#type-alias-siwxservererrorparameters" aria-label="Permalink to &quot;Type Alias: SiwxServerErrorParameters&quot;">​</a></h1><blockquote><p><strong>SiwxServerErrorParameters</strong> = <code>Omit</code>&lt;<a href="./BaseErrorParameters"><code>BaseErrorParameters</code></a>, <code>&quot;docsPath&quot;</code>&gt; &amp; <code>object</code></p></blockquote><p>Parameters of <a href="./../classes/SiwxServerError">SiwxServerError</a>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="reason" tabindex="-1">reason <a class="header-anchor" href="#reason" aria-label="Permalink to &quot;reason&quot;">​</a></h3><blockquote><p><strong>reason</strong>: <code>string</code></p></blockquote><p>The server&#39;s own explanation (its JSON <code>message</code>), shown to the user as is.</p><h3 id="status" tabindex="-1">status <a class="header-anchor" href="#status" aria-label="Permalink to &quot;status&quot;">​</a></h3><blockquote><p><strong>status</strong>: <code>number</code></p></blockquote><p>HTTP status of the answer.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SiwxServerErrorParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SiwxServerErrorParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SiwxServerErrorParameters as default
};
