import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: createConnectionStore()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/createConnectionStore.md","filePath":"reference/@portico/core/functions/createConnectionStore.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/createConnectionStore.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / createConnectionStore</p><h1 id="function-createconnectionstore" tabindex="-1">Function: createConnectionStore() <a class="header-anchor" href="#function-createconnectionstore" aria-label="Permalink to &quot;Function: createConnectionStore()&quot;">​</a></h1><blockquote><p><strong>createConnectionStore</strong>(<code>parameters?</code>): <a href="./../type-aliases/CreateConnectionStoreReturnType"><code>CreateConnectionStoreReturnType</code></a></p></blockquote><p>Creates the wallet connection store (SPEC §3, §4). Framework-free: other stores are reached through the hooks passed in.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="parameters-1" tabindex="-1">parameters? <a class="header-anchor" href="#parameters-1" aria-label="Permalink to &quot;parameters?&quot;">​</a></h3><p><a href="./../type-aliases/CreateConnectionStoreParameters"><code>CreateConnectionStoreParameters</code></a> = <code>{}</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/CreateConnectionStoreReturnType"><code>CreateConnectionStoreReturnType</code></a></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> connection</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> createConnectionStore</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ track: console.log })</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">connection.</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">setConnected</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ namespace: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;eip155&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, address: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;0xf39F…2266&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> })</span></span>
<span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">await</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> connection.</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">disconnect</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ adapters: { eip155: evmAdapter } })</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/createConnectionStore.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const createConnectionStore = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  createConnectionStore as default
};
