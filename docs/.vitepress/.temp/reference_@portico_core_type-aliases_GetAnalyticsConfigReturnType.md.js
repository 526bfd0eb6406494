import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetAnalyticsConfigReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetAnalyticsConfigReturnType.md","filePath":"reference/@portico/core/type-aliases/GetAnalyticsConfigReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetAnalyticsConfigReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetAnalyticsConfigReturnType</p><h1 id="type-alias-getanalyticsconfigreturntype" tabindex="-1">Type Alias: GetAnalyticsConfigReturnType <a class="header-anchor" href="#type-alias-getanalyticsconfigreturntype" aria-label="Permalink to &quot;Type Alias: GetAnalyticsConfigReturnType&quot;">​</a></h1><blockquote><p><strong>GetAnalyticsConfigReturnType</strong> = <code>object</code></p></blockquote><p>Whether the project turned analytics on; <code>false</code> when the call fails (SPEC §7).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="isanalyticsenabled" tabindex="-1">isAnalyticsEnabled <a class="header-anchor" href="#isanalyticsenabled" aria-label="Permalink to &quot;isAnalyticsEnabled&quot;">​</a></h3><blockquote><p><strong>isAnalyticsEnabled</strong>: <code>boolean</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetAnalyticsConfigReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetAnalyticsConfigReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetAnalyticsConfigReturnType as default
};
