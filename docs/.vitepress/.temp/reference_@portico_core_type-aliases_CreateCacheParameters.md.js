import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateCacheParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateCacheParameters.md","filePath":"reference/@portico/core/type-aliases/CreateCacheParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateCacheParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateCacheParameters</p><h1 id="type-alias-createcacheparameters" tabindex="-1">Type Alias: CreateCacheParameters <a class="header-anchor" href="#type-alias-createcacheparameters" aria-label="Permalink to &quot;Type Alias: CreateCacheParameters&quot;">​</a></h1><blockquote><p><strong>CreateCacheParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/createCache">createCache</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="clock" tabindex="-1">clock <a class="header-anchor" href="#clock" aria-label="Permalink to &quot;clock&quot;">​</a></h3><blockquote><p><strong>clock</strong>: <a href="./Clock"><code>Clock</code></a></p></blockquote><hr><h3 id="lifetimes" tabindex="-1">lifetimes? <a class="header-anchor" href="#lifetimes" aria-label="Permalink to &quot;lifetimes?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>lifetimes?</strong>: <code>Partial</code>&lt;<code>Record</code>&lt;<a href="./CacheKind"><code>CacheKind</code></a>, <code>number</code>&gt;&gt;</p></blockquote><p>Lifetimes to use instead of SPEC&#39;s, per kind.</p><hr><h3 id="prefix" tabindex="-1">prefix? <a class="header-anchor" href="#prefix" aria-label="Permalink to &quot;prefix?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>prefix?</strong>: <code>string</code></p></blockquote><p>Prefix of the storage keys (one key per kind). Default <code>@portico/cache</code>.</p><hr><h3 id="storage" tabindex="-1">storage <a class="header-anchor" href="#storage" aria-label="Permalink to &quot;storage&quot;">​</a></h3><blockquote><p><strong>storage</strong>: <a href="./CacheStorage"><code>CacheStorage</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateCacheParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateCacheParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateCacheParameters as default
};
