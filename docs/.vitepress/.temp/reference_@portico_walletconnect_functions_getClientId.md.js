import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: getClientId()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/functions/getClientId.md","filePath":"reference/@portico/walletconnect/functions/getClientId.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/functions/getClientId.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / getClientId</p><h1 id="function-getclientid" tabindex="-1">Function: getClientId() <a class="header-anchor" href="#function-getclientid" aria-label="Permalink to &quot;Function: getClientId()&quot;">​</a></h1><blockquote><p><strong>getClientId</strong>(<code>seed</code>): <code>\`did:key:z\${string}\`</code></p></blockquote><p>The relay client id of an Ed25519 seed: the <code>did:key</code> of its public key.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="seed" tabindex="-1">seed <a class="header-anchor" href="#seed" aria-label="Permalink to &quot;seed&quot;">​</a></h3><p><code>string</code> | <code>Uint8Array</code>&lt;<code>ArrayBufferLike</code>&gt;</p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>\`did:key:z\${string}\`</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> clientId</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> getClientId</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(seed) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;did:key:z6Mk…&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/functions/getClientId.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const getClientId = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  getClientId as default
};
