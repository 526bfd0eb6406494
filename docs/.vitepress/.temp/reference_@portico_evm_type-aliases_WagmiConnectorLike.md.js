import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: WagmiConnectorLike","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/evm/type-aliases/WagmiConnectorLike.md","filePath":"reference/@portico/evm/type-aliases/WagmiConnectorLike.md"}');
const _sfc_main = { name: "reference/@portico/evm/type-aliases/WagmiConnectorLike.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/evm</a> / WagmiConnectorLike</p><h1 id="type-alias-wagmiconnectorlike" tabindex="-1">Type Alias: WagmiConnectorLike <a class="header-anchor" href="#type-alias-wagmiconnectorlike" aria-label="Permalink to &quot;Type Alias: WagmiConnectorLike&quot;">​</a></h1><blockquote><p><strong>WagmiConnectorLike</strong> = <code>object</code></p></blockquote><p>The fields of a wagmi connector this function reads.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="icon" tabindex="-1">icon? <a class="header-anchor" href="#icon" aria-label="Permalink to &quot;icon?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>icon?</strong>: <code>string</code></p></blockquote><hr><h3 id="id" tabindex="-1">id <a class="header-anchor" href="#id" aria-label="Permalink to &quot;id&quot;">​</a></h3><blockquote><p><strong>id</strong>: <code>string</code></p></blockquote><hr><h3 id="name" tabindex="-1">name <a class="header-anchor" href="#name" aria-label="Permalink to &quot;name&quot;">​</a></h3><blockquote><p><strong>name</strong>: <code>string</code></p></blockquote><hr><h3 id="rdns" tabindex="-1">rdns? <a class="header-anchor" href="#rdns" aria-label="Permalink to &quot;rdns?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>rdns?</strong>: <code>string</code> | readonly <code>string</code>[]</p></blockquote><hr><h3 id="type" tabindex="-1">type <a class="header-anchor" href="#type" aria-label="Permalink to &quot;type&quot;">​</a></h3><blockquote><p><strong>type</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/evm/type-aliases/WagmiConnectorLike.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const WagmiConnectorLike = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  WagmiConnectorLike as default
};
