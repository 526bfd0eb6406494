import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RecentWalletsStorage","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/RecentWalletsStorage.md","filePath":"reference/@portico/react/type-aliases/RecentWalletsStorage.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/RecentWalletsStorage.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / RecentWalletsStorage</p><h1 id="type-alias-recentwalletsstorage" tabindex="-1">Type Alias: RecentWalletsStorage <a class="header-anchor" href="#type-alias-recentwalletsstorage" aria-label="Permalink to &quot;Type Alias: RecentWalletsStorage&quot;">​</a></h1><blockquote><p><strong>RecentWalletsStorage</strong> = <code>object</code></p></blockquote><p>A <code>localStorage</code>-like place to keep the list.</p><h2 id="methods" tabindex="-1">Methods <a class="header-anchor" href="#methods" aria-label="Permalink to &quot;Methods&quot;">​</a></h2><h3 id="getitem" tabindex="-1">getItem() <a class="header-anchor" href="#getitem" aria-label="Permalink to &quot;getItem()&quot;">​</a></h3><blockquote><p><strong>getItem</strong>(<code>key</code>): <code>string</code> | <code>null</code></p></blockquote><h4 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h4><h5 id="key" tabindex="-1">key <a class="header-anchor" href="#key" aria-label="Permalink to &quot;key&quot;">​</a></h5><p><code>string</code></p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>string</code> | <code>null</code></p><hr><h3 id="setitem" tabindex="-1">setItem() <a class="header-anchor" href="#setitem" aria-label="Permalink to &quot;setItem()&quot;">​</a></h3><blockquote><p><strong>setItem</strong>(<code>key</code>, <code>value</code>): <code>void</code></p></blockquote><h4 id="parameters-1" tabindex="-1">Parameters <a class="header-anchor" href="#parameters-1" aria-label="Permalink to &quot;Parameters&quot;">​</a></h4><h5 id="key-1" tabindex="-1">key <a class="header-anchor" href="#key-1" aria-label="Permalink to &quot;key&quot;">​</a></h5><p><code>string</code></p><h5 id="value" tabindex="-1">value <a class="header-anchor" href="#value" aria-label="Permalink to &quot;value&quot;">​</a></h5><p><code>string</code></p><h4 id="returns-1" tabindex="-1">Returns <a class="header-anchor" href="#returns-1" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/RecentWalletsStorage.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RecentWalletsStorage = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RecentWalletsStorage as default
};
