import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AdapterGetBalanceReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/AdapterGetBalanceReturnType.md","filePath":"reference/@portico/core/type-aliases/AdapterGetBalanceReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/AdapterGetBalanceReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / AdapterGetBalanceReturnType</p><h1 id="type-alias-adaptergetbalancereturntype" tabindex="-1">Type Alias: AdapterGetBalanceReturnType <a class="header-anchor" href="#type-alias-adaptergetbalancereturntype" aria-label="Permalink to &quot;Type Alias: AdapterGetBalanceReturnType&quot;">​</a></h1><blockquote><p><strong>AdapterGetBalanceReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="decimals" tabindex="-1">decimals <a class="header-anchor" href="#decimals" aria-label="Permalink to &quot;decimals&quot;">​</a></h3><blockquote><p><strong>decimals</strong>: <code>number</code></p></blockquote><hr><h3 id="symbol" tabindex="-1">symbol <a class="header-anchor" href="#symbol" aria-label="Permalink to &quot;symbol&quot;">​</a></h3><blockquote><p><strong>symbol</strong>: <code>string</code></p></blockquote><hr><h3 id="value" tabindex="-1">value <a class="header-anchor" href="#value" aria-label="Permalink to &quot;value&quot;">​</a></h3><blockquote><p><strong>value</strong>: <code>bigint</code></p></blockquote><p>Amount in the smallest unit.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/AdapterGetBalanceReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AdapterGetBalanceReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AdapterGetBalanceReturnType as default
};
