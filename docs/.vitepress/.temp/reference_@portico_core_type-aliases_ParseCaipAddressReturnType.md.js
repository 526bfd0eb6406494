import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ParseCaipAddressReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ParseCaipAddressReturnType.md","filePath":"reference/@portico/core/type-aliases/ParseCaipAddressReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ParseCaipAddressReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ParseCaipAddressReturnType</p><h1 id="type-alias-parsecaipaddressreturntype" tabindex="-1">Type Alias: ParseCaipAddressReturnType <a class="header-anchor" href="#type-alias-parsecaipaddressreturntype" aria-label="Permalink to &quot;Type Alias: ParseCaipAddressReturnType&quot;">​</a></h1><blockquote><p><strong>ParseCaipAddressReturnType</strong> = <code>object</code></p></blockquote><p>Result of <a href="./../functions/parseCaipAddress">parseCaipAddress</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="address" tabindex="-1">address <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address&quot;">​</a></h3><blockquote><p><strong>address</strong>: <code>string</code></p></blockquote><hr><h3 id="caipnetworkid" tabindex="-1">caipNetworkId <a class="header-anchor" href="#caipnetworkid" aria-label="Permalink to &quot;caipNetworkId&quot;">​</a></h3><blockquote><p><strong>caipNetworkId</strong>: <a href="./CaipNetworkId"><code>CaipNetworkId</code></a></p></blockquote><p><code>namespace:chainId</code>.</p><hr><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <code>string</code></p></blockquote><p>The CAIP-2 reference, e.g. <code>&#39;1&#39;</code> for Ethereum mainnet.</p><hr><h3 id="namespace" tabindex="-1">namespace <a class="header-anchor" href="#namespace" aria-label="Permalink to &quot;namespace&quot;">​</a></h3><blockquote><p><strong>namespace</strong>: <a href="./ChainNamespace"><code>ChainNamespace</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ParseCaipAddressReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ParseCaipAddressReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ParseCaipAddressReturnType as default
};
