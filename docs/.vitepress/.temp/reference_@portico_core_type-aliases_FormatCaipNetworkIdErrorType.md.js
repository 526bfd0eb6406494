import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatCaipNetworkIdErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FormatCaipNetworkIdErrorType.md","filePath":"reference/@portico/core/type-aliases/FormatCaipNetworkIdErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FormatCaipNetworkIdErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FormatCaipNetworkIdErrorType</p><h1 id="type-alias-formatcaipnetworkiderrortype" tabindex="-1">Type Alias: FormatCaipNetworkIdErrorType <a class="header-anchor" href="#type-alias-formatcaipnetworkiderrortype" aria-label="Permalink to &quot;Type Alias: FormatCaipNetworkIdErrorType&quot;">​</a></h1><blockquote><p><strong>FormatCaipNetworkIdErrorType</strong> = <a href="./../classes/InvalidCaipNetworkIdError"><code>InvalidCaipNetworkIdError</code></a></p></blockquote><p>Errors <a href="./../functions/formatCaipNetworkId">formatCaipNetworkId</a> may throw.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FormatCaipNetworkIdErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatCaipNetworkIdErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatCaipNetworkIdErrorType as default
};
