import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateMemorySignStorageReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/CreateMemorySignStorageReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/CreateMemorySignStorageReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/CreateMemorySignStorageReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / CreateMemorySignStorageReturnType</p><h1 id="type-alias-creatememorysignstoragereturntype" tabindex="-1">Type Alias: CreateMemorySignStorageReturnType <a class="header-anchor" href="#type-alias-creatememorysignstoragereturntype" aria-label="Permalink to &quot;Type Alias: CreateMemorySignStorageReturnType&quot;">​</a></h1><blockquote><p><strong>CreateMemorySignStorageReturnType</strong> = <a href="./SignStorage"><code>SignStorage</code></a> &amp; <code>object</code></p></blockquote><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="items" tabindex="-1">items <a class="header-anchor" href="#items" aria-label="Permalink to &quot;items&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>items</strong>: <code>Map</code>&lt;<code>string</code>, <code>string</code>&gt;</p></blockquote><p>The stored values as JSON text (for inspection in tests).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/CreateMemorySignStorageReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateMemorySignStorageReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateMemorySignStorageReturnType as default
};
