import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AdapterCaipNetworkId","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/AdapterCaipNetworkId.md","filePath":"reference/@portico/core/type-aliases/AdapterCaipNetworkId.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/AdapterCaipNetworkId.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / AdapterCaipNetworkId</p><h1 id="type-alias-adaptercaipnetworkid" tabindex="-1">Type Alias: AdapterCaipNetworkId <a class="header-anchor" href="#type-alias-adaptercaipnetworkid" aria-label="Permalink to &quot;Type Alias: AdapterCaipNetworkId&quot;">​</a></h1><blockquote><p><strong>AdapterCaipNetworkId</strong> = <code>\`\${string}:\${string}\`</code></p></blockquote><p>A CAIP-2 network id, e.g. <code>eip155:31337</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/AdapterCaipNetworkId.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AdapterCaipNetworkId = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AdapterCaipNetworkId as default
};
