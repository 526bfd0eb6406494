import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ModalState","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ModalState.md","filePath":"reference/@portico/core/type-aliases/ModalState.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ModalState.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ModalState</p><h1 id="type-alias-modalstate" tabindex="-1">Type Alias: ModalState <a class="header-anchor" href="#type-alias-modalstate" aria-label="Permalink to &quot;Type Alias: ModalState&quot;">​</a></h1><blockquote><p><strong>ModalState</strong> = <code>object</code></p></blockquote><p>The modal&#39;s state (SPEC §3).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="activechain" tabindex="-1">activeChain <a class="header-anchor" href="#activechain" aria-label="Permalink to &quot;activeChain&quot;">​</a></h3><blockquote><p><strong>activeChain</strong>: <code>string</code> | <code>undefined</code></p></blockquote><p>Active namespace, e.g. <code>eip155</code>.</p><hr><h3 id="initialized" tabindex="-1">initialized <a class="header-anchor" href="#initialized" aria-label="Permalink to &quot;initialized&quot;">​</a></h3><blockquote><p><strong>initialized</strong>: <code>boolean</code></p></blockquote><hr><h3 id="loading" tabindex="-1">loading <a class="header-anchor" href="#loading" aria-label="Permalink to &quot;loading&quot;">​</a></h3><blockquote><p><strong>loading</strong>: <code>boolean</code></p></blockquote><hr><h3 id="open" tabindex="-1">open <a class="header-anchor" href="#open" aria-label="Permalink to &quot;open&quot;">​</a></h3><blockquote><p><strong>open</strong>: <code>boolean</code></p></blockquote><hr><h3 id="selectednetworkid" tabindex="-1">selectedNetworkId <a class="header-anchor" href="#selectednetworkid" aria-label="Permalink to &quot;selectedNetworkId&quot;">​</a></h3><blockquote><p><strong>selectedNetworkId</strong>: <code>string</code> | <code>undefined</code></p></blockquote><p>CAIP-2 id of the network picked in the modal, if any.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ModalState.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ModalState = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ModalState as default
};
