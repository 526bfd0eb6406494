import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateStoreReturnType<state>","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateStoreReturnType.md","filePath":"reference/@portico/core/type-aliases/CreateStoreReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateStoreReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateStoreReturnType</p><h1 id="type-alias-createstorereturntype-state" tabindex="-1">Type Alias: CreateStoreReturnType&lt;state&gt; <a class="header-anchor" href="#type-alias-createstorereturntype-state" aria-label="Permalink to &quot;Type Alias: CreateStoreReturnType\\&lt;state\\&gt;&quot;">​</a></h1><blockquote><p><strong>CreateStoreReturnType</strong>&lt;<code>state</code>&gt; = <a href="./Store"><code>Store</code></a>&lt;<code>state</code>&gt;</p></blockquote><p>Return type of <a href="./../functions/createStore">createStore</a>.</p><h2 id="type-parameters" tabindex="-1">Type Parameters <a class="header-anchor" href="#type-parameters" aria-label="Permalink to &quot;Type Parameters&quot;">​</a></h2><h3 id="state" tabindex="-1">state <a class="header-anchor" href="#state" aria-label="Permalink to &quot;state&quot;">​</a></h3><p><code>state</code> <em>extends</em> <code>object</code></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateStoreReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateStoreReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateStoreReturnType as default
};
