import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CacheKind","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CacheKind.md","filePath":"reference/@portico/core/type-aliases/CacheKind.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CacheKind.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CacheKind</p><h1 id="type-alias-cachekind" tabindex="-1">Type Alias: CacheKind <a class="header-anchor" href="#type-alias-cachekind" aria-label="Permalink to &quot;Type Alias: CacheKind&quot;">​</a></h1><blockquote><p><strong>CacheKind</strong> = <code>&quot;balance&quot;</code> | <code>&quot;nativeBalance&quot;</code> | <code>&quot;names&quot;</code> | <code>&quot;identity&quot;</code></p></blockquote><p>What the cache holds (SPEC §3 &quot;Local storage&quot;: caches of balance, native balance, names, identity). The kit uses <code>balance</code> and <code>identity</code>; <code>nativeBalance</code> (read from the chain on every refresh) and <code>names</code> (no name service yet) are used by nothing yet.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CacheKind.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CacheKind = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CacheKind as default
};
