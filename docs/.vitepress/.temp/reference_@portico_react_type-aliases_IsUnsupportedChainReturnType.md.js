import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: IsUnsupportedChainReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/IsUnsupportedChainReturnType.md","filePath":"reference/@portico/react/type-aliases/IsUnsupportedChainReturnType.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/IsUnsupportedChainReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / IsUnsupportedChainReturnType</p><h1 id="type-alias-isunsupportedchainreturntype" tabindex="-1">Type Alias: IsUnsupportedChainReturnType <a class="header-anchor" href="#type-alias-isunsupportedchainreturntype" aria-label="Permalink to &quot;Type Alias: IsUnsupportedChainReturnType&quot;">​</a></h1><blockquote><p><strong>IsUnsupportedChainReturnType</strong> = <code>boolean</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/IsUnsupportedChainReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const IsUnsupportedChainReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  IsUnsupportedChainReturnType as default
};
