import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CaipNetworkId","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CaipNetworkId.md","filePath":"reference/@portico/core/type-aliases/CaipNetworkId.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CaipNetworkId.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CaipNetworkId</p><h1 id="type-alias-caipnetworkid" tabindex="-1">Type Alias: CaipNetworkId <a class="header-anchor" href="#type-alias-caipnetworkid" aria-label="Permalink to &quot;Type Alias: CaipNetworkId&quot;">​</a></h1><blockquote><p><strong>CaipNetworkId</strong> = <code>\`\${ChainNamespace}:\${string}\`</code></p></blockquote><p>A CAIP-2 network id, <code>namespace:reference</code>, e.g. <code>eip155:1</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CaipNetworkId.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CaipNetworkId = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CaipNetworkId as default
};
