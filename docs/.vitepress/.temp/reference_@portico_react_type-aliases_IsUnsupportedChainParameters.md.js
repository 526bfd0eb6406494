import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: IsUnsupportedChainParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/IsUnsupportedChainParameters.md","filePath":"reference/@portico/react/type-aliases/IsUnsupportedChainParameters.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/IsUnsupportedChainParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / IsUnsupportedChainParameters</p><h1 id="type-alias-isunsupportedchainparameters" tabindex="-1">Type Alias: IsUnsupportedChainParameters <a class="header-anchor" href="#type-alias-isunsupportedchainparameters" aria-label="Permalink to &quot;Type Alias: IsUnsupportedChainParameters&quot;">​</a></h1><blockquote><p><strong>IsUnsupportedChainParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="allowunsupportedchain" tabindex="-1">allowUnsupportedChain <a class="header-anchor" href="#allowunsupportedchain" aria-label="Permalink to &quot;allowUnsupportedChain&quot;">​</a></h3><blockquote><p><strong>allowUnsupportedChain</strong>: <code>boolean</code></p></blockquote><p>App option: networks outside <code>networks</code> are accepted.</p><hr><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <code>number</code> | <code>string</code> | <code>undefined</code></p></blockquote><p>The chain the wallet is on; undefined when not connected.</p><hr><h3 id="enablenetworkswitch" tabindex="-1">enableNetworkSwitch <a class="header-anchor" href="#enablenetworkswitch" aria-label="Permalink to &quot;enableNetworkSwitch&quot;">​</a></h3><blockquote><p><strong>enableNetworkSwitch</strong>: <code>boolean</code></p></blockquote><p>App option: the modal may ask the wallet to switch network.</p><hr><h3 id="networks" tabindex="-1">networks <a class="header-anchor" href="#networks" aria-label="Permalink to &quot;networks&quot;">​</a></h3><blockquote><p><strong>networks</strong>: readonly <code>Pick</code>&lt;<a href="./../../core/type-aliases/AdapterNetwork"><code>AdapterNetwork</code></a>, <code>&quot;id&quot;</code>&gt;[]</p></blockquote><p>The networks the app requests.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/IsUnsupportedChainParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const IsUnsupportedChainParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  IsUnsupportedChainParameters as default
};
