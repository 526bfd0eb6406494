import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: hashKey()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/functions/hashKey.md","filePath":"reference/@portico/walletconnect/functions/hashKey.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/functions/hashKey.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / hashKey</p><h1 id="function-hashkey" tabindex="-1">Function: hashKey() <a class="header-anchor" href="#function-hashkey" aria-label="Permalink to &quot;Function: hashKey()&quot;">​</a></h1><blockquote><p><strong>hashKey</strong>(<code>key</code>): <code>string</code></p></blockquote><p>The topic that belongs to a key: sha256 of the key&#39;s 32 bytes, as hex. A session topic is the hash of its symmetric key; a wallet&#39;s response topic is the hash of the proposer&#39;s public key.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="key" tabindex="-1">key <a class="header-anchor" href="#key" aria-label="Permalink to &quot;key&quot;">​</a></h3><p><code>string</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>string</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> topic</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> hashKey</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(symKey)</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/functions/hashKey.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const hashKey = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  hashKey as default
};
