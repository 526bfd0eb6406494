import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: StoreListener<state>","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/StoreListener.md","filePath":"reference/@portico/core/type-aliases/StoreListener.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/StoreListener.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / StoreListener</p><h1 id="type-alias-storelistener-state" tabindex="-1">Type Alias: StoreListener&lt;state&gt; <a class="header-anchor" href="#type-alias-storelistener-state" aria-label="Permalink to &quot;Type Alias: StoreListener\\&lt;state\\&gt;&quot;">​</a></h1><blockquote><p><strong>StoreListener</strong>&lt;<code>state</code>&gt; = (<code>state</code>, <code>previousState</code>) =&gt; <code>void</code></p></blockquote><p>A listener called after each change with the new and the previous state.</p><h2 id="type-parameters" tabindex="-1">Type Parameters <a class="header-anchor" href="#type-parameters" aria-label="Permalink to &quot;Type Parameters&quot;">​</a></h2><h3 id="state" tabindex="-1">state <a class="header-anchor" href="#state" aria-label="Permalink to &quot;state&quot;">​</a></h3><p><code>state</code></p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="state-1" tabindex="-1">state <a class="header-anchor" href="#state-1" aria-label="Permalink to &quot;state&quot;">​</a></h3><p><code>state</code></p><h3 id="previousstate" tabindex="-1">previousState <a class="header-anchor" href="#previousstate" aria-label="Permalink to &quot;previousState&quot;">​</a></h3><p><code>state</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>void</code></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/StoreListener.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const StoreListener = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  StoreListener as default
};
