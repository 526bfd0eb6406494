import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatCaipNetworkIdReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FormatCaipNetworkIdReturnType.md","filePath":"reference/@portico/core/type-aliases/FormatCaipNetworkIdReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FormatCaipNetworkIdReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FormatCaipNetworkIdReturnType</p><h1 id="type-alias-formatcaipnetworkidreturntype" tabindex="-1">Type Alias: FormatCaipNetworkIdReturnType <a class="header-anchor" href="#type-alias-formatcaipnetworkidreturntype" aria-label="Permalink to &quot;Type Alias: FormatCaipNetworkIdReturnType&quot;">​</a></h1><blockquote><p><strong>FormatCaipNetworkIdReturnType</strong> = <a href="./CaipNetworkId"><code>CaipNetworkId</code></a></p></blockquote><p>Result of <a href="./../functions/formatCaipNetworkId">formatCaipNetworkId</a>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FormatCaipNetworkIdReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatCaipNetworkIdReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatCaipNetworkIdReturnType as default
};
