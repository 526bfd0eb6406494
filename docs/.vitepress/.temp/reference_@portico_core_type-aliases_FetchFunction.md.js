import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FetchFunction","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FetchFunction.md","filePath":"reference/@portico/core/type-aliases/FetchFunction.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FetchFunction.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FetchFunction</p><h1 id="type-alias-fetchfunction" tabindex="-1">Type Alias: FetchFunction <a class="header-anchor" href="#type-alias-fetchfunction" aria-label="Permalink to &quot;Type Alias: FetchFunction&quot;">​</a></h1><blockquote><p><strong>FetchFunction</strong> = (<code>input</code>, <code>init?</code>) =&gt; <code>Promise</code>&lt;<code>Response</code>&gt;</p></blockquote><p>The <code>fetch</code> the client calls (the global one by default).</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="input" tabindex="-1">input <a class="header-anchor" href="#input" aria-label="Permalink to &quot;input&quot;">​</a></h3><p><code>string</code></p><h3 id="init" tabindex="-1">init? <a class="header-anchor" href="#init" aria-label="Permalink to &quot;init?&quot;">​</a></h3><p><code>RequestInit</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>Promise</code>&lt;<code>Response</code>&gt;</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FetchFunction.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FetchFunction = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FetchFunction as default
};
