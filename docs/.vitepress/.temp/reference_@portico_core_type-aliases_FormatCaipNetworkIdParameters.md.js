import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatCaipNetworkIdParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FormatCaipNetworkIdParameters.md","filePath":"reference/@portico/core/type-aliases/FormatCaipNetworkIdParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FormatCaipNetworkIdParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FormatCaipNetworkIdParameters</p><h1 id="type-alias-formatcaipnetworkidparameters" tabindex="-1">Type Alias: FormatCaipNetworkIdParameters <a class="header-anchor" href="#type-alias-formatcaipnetworkidparameters" aria-label="Permalink to &quot;Type Alias: FormatCaipNetworkIdParameters&quot;">​</a></h1><blockquote><p><strong>FormatCaipNetworkIdParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/formatCaipNetworkId">formatCaipNetworkId</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="namespace" tabindex="-1">namespace <a class="header-anchor" href="#namespace" aria-label="Permalink to &quot;namespace&quot;">​</a></h3><blockquote><p><strong>namespace</strong>: <a href="./ChainNamespace"><code>ChainNamespace</code></a></p></blockquote><hr><h3 id="reference" tabindex="-1">reference <a class="header-anchor" href="#reference" aria-label="Permalink to &quot;reference&quot;">​</a></h3><blockquote><p><strong>reference</strong>: <code>string</code> | <code>number</code></p></blockquote><p>The CAIP-2 reference; a number is accepted for eip155 chain ids.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FormatCaipNetworkIdParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatCaipNetworkIdParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatCaipNetworkIdParameters as default
};
