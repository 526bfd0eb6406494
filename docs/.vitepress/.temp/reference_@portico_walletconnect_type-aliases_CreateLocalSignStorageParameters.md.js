import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateLocalSignStorageParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/CreateLocalSignStorageParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/CreateLocalSignStorageParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/CreateLocalSignStorageParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / CreateLocalSignStorageParameters</p><h1 id="type-alias-createlocalsignstorageparameters" tabindex="-1">Type Alias: CreateLocalSignStorageParameters <a class="header-anchor" href="#type-alias-createlocalsignstorageparameters" aria-label="Permalink to &quot;Type Alias: CreateLocalSignStorageParameters&quot;">​</a></h1><blockquote><p><strong>CreateLocalSignStorageParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="prefix" tabindex="-1">prefix? <a class="header-anchor" href="#prefix" aria-label="Permalink to &quot;prefix?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>prefix?</strong>: <code>string</code></p></blockquote><p>Key prefix, default <code>&#39;portico-wc:&#39;</code>.</p><hr><h3 id="storage" tabindex="-1">storage? <a class="header-anchor" href="#storage" aria-label="Permalink to &quot;storage?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>storage?</strong>: <a href="./WebStorageLike"><code>WebStorageLike</code></a></p></blockquote><p>Default <code>globalThis.localStorage</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/CreateLocalSignStorageParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateLocalSignStorageParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateLocalSignStorageParameters as default
};
