import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: cacheLifetimes","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/cacheLifetimes.md","filePath":"reference/@portico/core/variables/cacheLifetimes.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/cacheLifetimes.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / cacheLifetimes</p><h1 id="variable-cachelifetimes" tabindex="-1">Variable: cacheLifetimes <a class="header-anchor" href="#variable-cachelifetimes" aria-label="Permalink to &quot;Variable: cacheLifetimes&quot;">​</a></h1><blockquote><p><code>const</code> <strong>cacheLifetimes</strong>: <code>Record</code>&lt;<a href="./../type-aliases/CacheKind"><code>CacheKind</code></a>, <code>number</code>&gt;</p></blockquote><p>Lifetime of each kind of entry (SPEC §9).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/cacheLifetimes.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const cacheLifetimes = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  cacheLifetimes as default
};
