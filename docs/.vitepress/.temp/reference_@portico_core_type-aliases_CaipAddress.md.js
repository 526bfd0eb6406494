import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CaipAddress","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CaipAddress.md","filePath":"reference/@portico/core/type-aliases/CaipAddress.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CaipAddress.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CaipAddress</p><h1 id="type-alias-caipaddress" tabindex="-1">Type Alias: CaipAddress <a class="header-anchor" href="#type-alias-caipaddress" aria-label="Permalink to &quot;Type Alias: CaipAddress&quot;">​</a></h1><blockquote><p><strong>CaipAddress</strong> = <code>\`\${ChainNamespace}:\${string}:\${string}\`</code></p></blockquote><p>A CAIP-10 account id, <code>namespace:reference:address</code>, e.g. <code>eip155:1:0xab16…5Bfcdb</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CaipAddress.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CaipAddress = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CaipAddress as default
};
