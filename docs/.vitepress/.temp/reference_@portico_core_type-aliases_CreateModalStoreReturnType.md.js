import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateModalStoreReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateModalStoreReturnType.md","filePath":"reference/@portico/core/type-aliases/CreateModalStoreReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateModalStoreReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateModalStoreReturnType</p><h1 id="type-alias-createmodalstorereturntype" tabindex="-1">Type Alias: CreateModalStoreReturnType <a class="header-anchor" href="#type-alias-createmodalstorereturntype" aria-label="Permalink to &quot;Type Alias: CreateModalStoreReturnType&quot;">​</a></h1><blockquote><p><strong>CreateModalStoreReturnType</strong> = <a href="./Store"><code>Store</code></a>&lt;<a href="./ModalState"><code>ModalState</code></a>&gt; &amp; <code>object</code></p></blockquote><p>Return type of <a href="./../functions/createModalStore">createModalStore</a>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="canclose" tabindex="-1">canClose <a class="header-anchor" href="#canclose" aria-label="Permalink to &quot;canClose&quot;">​</a></h3><blockquote><p><strong>canClose</strong>: () =&gt; <code>boolean</code></p></blockquote><p>Whether <code>close()</code> would close now (the UI hides its Close button otherwise).</p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>boolean</code></p><h3 id="close" tabindex="-1">close <a class="header-anchor" href="#close" aria-label="Permalink to &quot;close&quot;">​</a></h3><blockquote><p><strong>close</strong>: () =&gt; <code>boolean</code></p></blockquote><p>Closes the modal; returns false (and stays open) when closing is forbidden.</p><h4 id="returns-1" tabindex="-1">Returns <a class="header-anchor" href="#returns-1" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>boolean</code></p><h3 id="open" tabindex="-1">open <a class="header-anchor" href="#open" aria-label="Permalink to &quot;open&quot;">​</a></h3><blockquote><p><strong>open</strong>: (...<code>args</code>) =&gt; <code>void</code></p></blockquote><p>Opens the modal on a view (its data type-checked), or on the default view.</p><h4 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h4><h5 id="args" tabindex="-1">args <a class="header-anchor" href="#args" aria-label="Permalink to &quot;args&quot;">​</a></h5><p>[] | <a href="./ViewArguments"><code>ViewArguments</code></a></p><h4 id="returns-2" tabindex="-1">Returns <a class="header-anchor" href="#returns-2" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateModalStoreReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateModalStoreReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateModalStoreReturnType as default
};
