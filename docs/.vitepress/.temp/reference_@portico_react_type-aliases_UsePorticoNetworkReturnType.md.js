import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: UsePorticoNetworkReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/UsePorticoNetworkReturnType.md","filePath":"reference/@portico/react/type-aliases/UsePorticoNetworkReturnType.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/UsePorticoNetworkReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / UsePorticoNetworkReturnType</p><h1 id="type-alias-useporticonetworkreturntype" tabindex="-1">Type Alias: UsePorticoNetworkReturnType <a class="header-anchor" href="#type-alias-useporticonetworkreturntype" aria-label="Permalink to &quot;Type Alias: UsePorticoNetworkReturnType&quot;">​</a></h1><blockquote><p><strong>UsePorticoNetworkReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <code>number</code> | <code>string</code> | <code>undefined</code></p></blockquote><p>The chain id the wallet is on, requested or not.</p><hr><h3 id="network" tabindex="-1">network <a class="header-anchor" href="#network" aria-label="Permalink to &quot;network&quot;">​</a></h3><blockquote><p><strong>network</strong>: <a href="./../../core/type-aliases/AdapterNetwork"><code>AdapterNetwork</code></a> | <code>undefined</code></p></blockquote><p>The requested network the wallet is on; undefined when disconnected or on another chain.</p><hr><h3 id="networks" tabindex="-1">networks <a class="header-anchor" href="#networks" aria-label="Permalink to &quot;networks&quot;">​</a></h3><blockquote><p><strong>networks</strong>: readonly <a href="./../../core/type-aliases/AdapterNetwork"><code>AdapterNetwork</code></a>[]</p></blockquote><p>The networks the app requests.</p><hr><h3 id="switchnetwork" tabindex="-1">switchNetwork <a class="header-anchor" href="#switchnetwork" aria-label="Permalink to &quot;switchNetwork&quot;">​</a></h3><blockquote><p><strong>switchNetwork</strong>: (<code>chainId</code>) =&gt; <code>Promise</code>&lt;<code>void</code>&gt;</p></blockquote><p>Asks the wallet to switch; a refusal shows an error toast.</p><h4 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h4><h5 id="chainid-1" tabindex="-1">chainId <a class="header-anchor" href="#chainid-1" aria-label="Permalink to &quot;chainId&quot;">​</a></h5><p><code>number</code> | <code>string</code></p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>Promise</code>&lt;<code>void</code>&gt;</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/UsePorticoNetworkReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const UsePorticoNetworkReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  UsePorticoNetworkReturnType as default
};
