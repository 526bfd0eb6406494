import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RouterState","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/RouterState.md","filePath":"reference/@portico/core/type-aliases/RouterState.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/RouterState.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / RouterState</p><h1 id="type-alias-routerstate" tabindex="-1">Type Alias: RouterState <a class="header-anchor" href="#type-alias-routerstate" aria-label="Permalink to &quot;Type Alias: RouterState&quot;">​</a></h1><blockquote><p><strong>RouterState</strong> = <a href="./RouteEntry"><code>RouteEntry</code></a> &amp; <code>object</code></p></blockquote><p>The router&#39;s state. <code>view</code> and <code>data</code> are the last history entry, typed together: after <code>if (state.view === &#39;ConnectingExternal&#39;)</code>, <code>state.data.name</code> is a string.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="history" tabindex="-1">history <a class="header-anchor" href="#history" aria-label="Permalink to &quot;history&quot;">​</a></h3><blockquote><p><strong>history</strong>: <a href="./RouteEntry"><code>RouteEntry</code></a>[]</p></blockquote><h3 id="transactionstack" tabindex="-1">transactionStack <a class="header-anchor" href="#transactionstack" aria-label="Permalink to &quot;transactionStack&quot;">​</a></h3><blockquote><p><strong>transactionStack</strong>: <a href="./TransactionAction"><code>TransactionAction</code></a>[]</p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/RouterState.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RouterState = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RouterState as default
};
