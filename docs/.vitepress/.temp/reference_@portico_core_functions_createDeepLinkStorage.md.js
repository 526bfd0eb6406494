import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: createDeepLinkStorage()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/createDeepLinkStorage.md","filePath":"reference/@portico/core/functions/createDeepLinkStorage.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/createDeepLinkStorage.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / createDeepLinkStorage</p><h1 id="function-createdeeplinkstorage" tabindex="-1">Function: createDeepLinkStorage() <a class="header-anchor" href="#function-createdeeplinkstorage" aria-label="Permalink to &quot;Function: createDeepLinkStorage()&quot;">​</a></h1><blockquote><p><strong>createDeepLinkStorage</strong>(<code>__namedParameters</code>): <a href="./../type-aliases/CreateDeepLinkStorageReturnType"><code>CreateDeepLinkStorageReturnType</code></a></p></blockquote><p>The deep-link record (SPEC §3 &quot;deep-link record&quot;) in <code>localStorage</code>: the last mobile wallet connected over WalletConnect, <code>{ name, href }</code>. Without storage, every call is a no-op.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="namedparameters" tabindex="-1">__namedParameters <a class="header-anchor" href="#namedparameters" aria-label="Permalink to &quot;\\_\\_namedParameters&quot;">​</a></h3><h4 id="storage" tabindex="-1">storage <a class="header-anchor" href="#storage" aria-label="Permalink to &quot;storage&quot;">​</a></h4><p><a href="./../type-aliases/DeepLinkStorageLike"><code>DeepLinkStorageLike</code></a> | <code>undefined</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/CreateDeepLinkStorageReturnType"><code>CreateDeepLinkStorageReturnType</code></a></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> deepLink</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> createDeepLinkStorage</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ storage: localStorage })</span></span>
<span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">createConnectionStore</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ storeDeepLink: deepLink.store, deleteDeepLink: deepLink.remove })</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/createDeepLinkStorage.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const createDeepLinkStorage = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  createDeepLinkStorage as default
};
