import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateRecentWalletsStoreParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/CreateRecentWalletsStoreParameters.md","filePath":"reference/@portico/react/type-aliases/CreateRecentWalletsStoreParameters.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/CreateRecentWalletsStoreParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / CreateRecentWalletsStoreParameters</p><h1 id="type-alias-createrecentwalletsstoreparameters" tabindex="-1">Type Alias: CreateRecentWalletsStoreParameters <a class="header-anchor" href="#type-alias-createrecentwalletsstoreparameters" aria-label="Permalink to &quot;Type Alias: CreateRecentWalletsStoreParameters&quot;">​</a></h1><blockquote><p><strong>CreateRecentWalletsStoreParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="key" tabindex="-1">key? <a class="header-anchor" href="#key" aria-label="Permalink to &quot;key?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>key?</strong>: <code>string</code></p></blockquote><p>Storage key. Default <code>portico.recentWallets</code>.</p><hr><h3 id="storage" tabindex="-1">storage? <a class="header-anchor" href="#storage" aria-label="Permalink to &quot;storage?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>storage?</strong>: <a href="./RecentWalletsStorage"><code>RecentWalletsStorage</code></a></p></blockquote><p>Where the list survives reloads; none by default.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/CreateRecentWalletsStoreParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateRecentWalletsStoreParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateRecentWalletsStoreParameters as default
};
