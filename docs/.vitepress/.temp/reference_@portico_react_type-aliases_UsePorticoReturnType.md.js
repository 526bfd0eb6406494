import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: UsePorticoReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/UsePorticoReturnType.md","filePath":"reference/@portico/react/type-aliases/UsePorticoReturnType.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/UsePorticoReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / UsePorticoReturnType</p><h1 id="type-alias-useporticoreturntype" tabindex="-1">Type Alias: UsePorticoReturnType <a class="header-anchor" href="#type-alias-useporticoreturntype" aria-label="Permalink to &quot;Type Alias: UsePorticoReturnType&quot;">​</a></h1><blockquote><p><strong>UsePorticoReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="close" tabindex="-1">close <a class="header-anchor" href="#close" aria-label="Permalink to &quot;close&quot;">​</a></h3><blockquote><p><strong>close</strong>: () =&gt; <code>void</code></p></blockquote><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p><hr><h3 id="isopen" tabindex="-1">isOpen <a class="header-anchor" href="#isopen" aria-label="Permalink to &quot;isOpen&quot;">​</a></h3><blockquote><p><strong>isOpen</strong>: <code>boolean</code></p></blockquote><hr><h3 id="open" tabindex="-1">open <a class="header-anchor" href="#open" aria-label="Permalink to &quot;open&quot;">​</a></h3><blockquote><p><strong>open</strong>: (...<code>args</code>) =&gt; <code>void</code></p></blockquote><p>Opens the modal on a view, or on the default one (Account when connected, else Connect).</p><h4 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h4><h5 id="args" tabindex="-1">args <a class="header-anchor" href="#args" aria-label="Permalink to &quot;args&quot;">​</a></h5><p>[] | <a href="./../../core/type-aliases/ViewArguments"><code>ViewArguments</code></a></p><h4 id="returns-1" tabindex="-1">Returns <a class="header-anchor" href="#returns-1" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p><hr><h3 id="view" tabindex="-1">view <a class="header-anchor" href="#view" aria-label="Permalink to &quot;view&quot;">​</a></h3><blockquote><p><strong>view</strong>: <a href="./../../core/type-aliases/View"><code>View</code></a></p></blockquote><p>The view the modal shows (or last showed).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/UsePorticoReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const UsePorticoReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  UsePorticoReturnType as default
};
