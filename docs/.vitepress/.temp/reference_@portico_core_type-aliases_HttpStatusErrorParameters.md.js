import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: HttpStatusErrorParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/HttpStatusErrorParameters.md","filePath":"reference/@portico/core/type-aliases/HttpStatusErrorParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/HttpStatusErrorParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / HttpStatusErrorParameters</p><h1 id="type-alias-httpstatuserrorparameters" tabindex="-1">Type Alias: HttpStatusErrorParameters <a class="header-anchor" href="#type-alias-httpstatuserrorparameters" aria-label="Permalink to &quot;Type Alias: HttpStatusErrorParameters&quot;">​</a></h1><blockquote><p><strong>HttpStatusErrorParameters</strong> = <code>ErrorParameters</code> &amp; <code>object</code></p></blockquote><p>Parameters of <a href="./../classes/HttpStatusError">HttpStatusError</a>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="status" tabindex="-1">status <a class="header-anchor" href="#status" aria-label="Permalink to &quot;status&quot;">​</a></h3><blockquote><p><strong>status</strong>: <code>number</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/HttpStatusErrorParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HttpStatusErrorParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HttpStatusErrorParameters as default
};
