import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: EstimateSendReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/evm/type-aliases/EstimateSendReturnType.md","filePath":"reference/@portico/evm/type-aliases/EstimateSendReturnType.md"}');
const _sfc_main = { name: "reference/@portico/evm/type-aliases/EstimateSendReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/evm</a> / EstimateSendReturnType</p><h1 id="type-alias-estimatesendreturntype" tabindex="-1">Type Alias: EstimateSendReturnType <a class="header-anchor" href="#type-alias-estimatesendreturntype" aria-label="Permalink to &quot;Type Alias: EstimateSendReturnType&quot;">​</a></h1><blockquote><p><strong>EstimateSendReturnType</strong> = <a href="./../../core/type-aliases/AdapterEstimateSendReturnType"><code>AdapterEstimateSendReturnType</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/evm/type-aliases/EstimateSendReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const EstimateSendReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  EstimateSendReturnType as default
};
