import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatCaipAddressParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FormatCaipAddressParameters.md","filePath":"reference/@portico/core/type-aliases/FormatCaipAddressParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FormatCaipAddressParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FormatCaipAddressParameters</p><h1 id="type-alias-formatcaipaddressparameters" tabindex="-1">Type Alias: FormatCaipAddressParameters <a class="header-anchor" href="#type-alias-formatcaipaddressparameters" aria-label="Permalink to &quot;Type Alias: FormatCaipAddressParameters&quot;">​</a></h1><blockquote><p><strong>FormatCaipAddressParameters</strong> = <code>object</code> &amp; ({ <code>caipNetworkId?</code>: <code>string</code>; <code>chainId</code>: <code>string</code> | <code>number</code>; <code>namespace</code>: <a href="./ChainNamespace"><code>ChainNamespace</code></a>; } | { <code>caipNetworkId</code>: <code>string</code>; <code>chainId?</code>: <code>string</code> | <code>number</code>; <code>namespace?</code>: <a href="./ChainNamespace"><code>ChainNamespace</code></a>; })</p></blockquote><p>Parameters of <a href="./../functions/formatCaipAddress">formatCaipAddress</a>: the address plus either <code>namespace</code> and <code>chainId</code> (the CAIP-2 reference) or a <code>caipNetworkId</code>. When both forms are given they must agree, so the result of <a href="./../functions/parseCaipAddress">parseCaipAddress</a> can be passed back as is.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="address" tabindex="-1">address <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address&quot;">​</a></h3><blockquote><p><strong>address</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FormatCaipAddressParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatCaipAddressParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatCaipAddressParameters as default
};
