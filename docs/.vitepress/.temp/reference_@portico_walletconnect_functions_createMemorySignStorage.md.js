import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: createMemorySignStorage()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/functions/createMemorySignStorage.md","filePath":"reference/@portico/walletconnect/functions/createMemorySignStorage.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/functions/createMemorySignStorage.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / createMemorySignStorage</p><h1 id="function-creatememorysignstorage" tabindex="-1">Function: createMemorySignStorage() <a class="header-anchor" href="#function-creatememorysignstorage" aria-label="Permalink to &quot;Function: createMemorySignStorage()&quot;">​</a></h1><blockquote><p><strong>createMemorySignStorage</strong>(): <a href="./../type-aliases/CreateMemorySignStorageReturnType"><code>CreateMemorySignStorageReturnType</code></a></p></blockquote><p>A <a href="./../type-aliases/SignStorage">SignStorage</a> in memory, for Node and tests. Values are kept as JSON text, so what comes back is a copy, as it would be after a reload.</p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/CreateMemorySignStorageReturnType"><code>CreateMemorySignStorageReturnType</code></a></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> storage</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> createMemorySignStorage</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">()</span></span>
<span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> client</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> await</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> createSignClient</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ relayUrl, projectId, metadata, storage })</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/functions/createMemorySignStorage.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const createMemorySignStorage = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  createMemorySignStorage as default
};
