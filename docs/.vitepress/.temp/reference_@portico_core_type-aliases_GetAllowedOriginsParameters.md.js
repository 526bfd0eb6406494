import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetAllowedOriginsParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetAllowedOriginsParameters.md","filePath":"reference/@portico/core/type-aliases/GetAllowedOriginsParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetAllowedOriginsParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetAllowedOriginsParameters</p><h1 id="type-alias-getallowedoriginsparameters" tabindex="-1">Type Alias: GetAllowedOriginsParameters <a class="header-anchor" href="#type-alias-getallowedoriginsparameters" aria-label="Permalink to &quot;Type Alias: GetAllowedOriginsParameters&quot;">​</a></h1><blockquote><p><strong>GetAllowedOriginsParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/getAllowedOrigins">getAllowedOrigins</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="signal" tabindex="-1">signal? <a class="header-anchor" href="#signal" aria-label="Permalink to &quot;signal?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>signal?</strong>: <code>AbortSignal</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetAllowedOriginsParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetAllowedOriginsParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetAllowedOriginsParameters as default
};
