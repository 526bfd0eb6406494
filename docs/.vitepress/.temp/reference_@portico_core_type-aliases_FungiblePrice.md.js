import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FungiblePrice","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FungiblePrice.md","filePath":"reference/@portico/core/type-aliases/FungiblePrice.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FungiblePrice.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FungiblePrice</p><h1 id="type-alias-fungibleprice" tabindex="-1">Type Alias: FungiblePrice <a class="header-anchor" href="#type-alias-fungibleprice" aria-label="Permalink to &quot;Type Alias: FungiblePrice&quot;">​</a></h1><blockquote><p><strong>FungiblePrice</strong> = <code>object</code></p></blockquote><p>A token&#39;s price.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="iconurl" tabindex="-1">iconUrl <a class="header-anchor" href="#iconurl" aria-label="Permalink to &quot;iconUrl&quot;">​</a></h3><blockquote><p><strong>iconUrl</strong>: <code>string</code></p></blockquote><hr><h3 id="name" tabindex="-1">name <a class="header-anchor" href="#name" aria-label="Permalink to &quot;name&quot;">​</a></h3><blockquote><p><strong>name</strong>: <code>string</code></p></blockquote><hr><h3 id="price" tabindex="-1">price <a class="header-anchor" href="#price" aria-label="Permalink to &quot;price&quot;">​</a></h3><blockquote><p><strong>price</strong>: <code>number</code></p></blockquote><hr><h3 id="symbol" tabindex="-1">symbol <a class="header-anchor" href="#symbol" aria-label="Permalink to &quot;symbol&quot;">​</a></h3><blockquote><p><strong>symbol</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FungiblePrice.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FungiblePrice = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FungiblePrice as default
};
