import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateRecentWalletsStoreReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/CreateRecentWalletsStoreReturnType.md","filePath":"reference/@portico/react/type-aliases/CreateRecentWalletsStoreReturnType.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/CreateRecentWalletsStoreReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / CreateRecentWalletsStoreReturnType</p><h1 id="type-alias-createrecentwalletsstorereturntype" tabindex="-1">Type Alias: CreateRecentWalletsStoreReturnType <a class="header-anchor" href="#type-alias-createrecentwalletsstorereturntype" aria-label="Permalink to &quot;Type Alias: CreateRecentWalletsStoreReturnType&quot;">​</a></h1><blockquote><p><strong>CreateRecentWalletsStoreReturnType</strong> = <a href="./../../core/type-aliases/Store"><code>Store</code></a>&lt;<a href="./RecentWalletsState"><code>RecentWalletsState</code></a>&gt; &amp; <code>object</code></p></blockquote><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="add" tabindex="-1">add <a class="header-anchor" href="#add" aria-label="Permalink to &quot;add&quot;">​</a></h3><blockquote><p><strong>add</strong>: (<code>wallet</code>) =&gt; <code>void</code></p></blockquote><p>Puts a wallet first, drops its older entry, keeps the last <a href="./../../core/variables/RECENT_WALLETS_MAX">RECENT_WALLETS_MAX</a> (core&#39;s rule).</p><h4 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h4><h5 id="wallet" tabindex="-1">wallet <a class="header-anchor" href="#wallet" aria-label="Permalink to &quot;wallet&quot;">​</a></h5><p><a href="./../../core/type-aliases/ConnectedWallet"><code>ConnectedWallet</code></a></p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/CreateRecentWalletsStoreReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateRecentWalletsStoreReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateRecentWalletsStoreReturnType as default
};
