import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateMemoryStorageReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateMemoryStorageReturnType.md","filePath":"reference/@portico/core/type-aliases/CreateMemoryStorageReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateMemoryStorageReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateMemoryStorageReturnType</p><h1 id="type-alias-creatememorystoragereturntype" tabindex="-1">Type Alias: CreateMemoryStorageReturnType <a class="header-anchor" href="#type-alias-creatememorystoragereturntype" aria-label="Permalink to &quot;Type Alias: CreateMemoryStorageReturnType&quot;">​</a></h1><blockquote><p><strong>CreateMemoryStorageReturnType</strong> = <a href="./CacheStorage"><code>CacheStorage</code></a> &amp; <code>object</code></p></blockquote><p>Return type of <a href="./../functions/createMemoryStorage">createMemoryStorage</a>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="items" tabindex="-1">items <a class="header-anchor" href="#items" aria-label="Permalink to &quot;items&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>items</strong>: <code>Map</code>&lt;<code>string</code>, <code>string</code>&gt;</p></blockquote><p>The stored items (for inspection in tests).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateMemoryStorageReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateMemoryStorageReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateMemoryStorageReturnType as default
};
