import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AdapterSwitchNetworkParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/AdapterSwitchNetworkParameters.md","filePath":"reference/@portico/core/type-aliases/AdapterSwitchNetworkParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/AdapterSwitchNetworkParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / AdapterSwitchNetworkParameters</p><h1 id="type-alias-adapterswitchnetworkparameters" tabindex="-1">Type Alias: AdapterSwitchNetworkParameters <a class="header-anchor" href="#type-alias-adapterswitchnetworkparameters" aria-label="Permalink to &quot;Type Alias: AdapterSwitchNetworkParameters&quot;">​</a></h1><blockquote><p><strong>AdapterSwitchNetworkParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <code>number</code> | <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/AdapterSwitchNetworkParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AdapterSwitchNetworkParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AdapterSwitchNetworkParameters as default
};
