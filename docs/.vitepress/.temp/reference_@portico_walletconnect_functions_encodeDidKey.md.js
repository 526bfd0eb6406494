import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: encodeDidKey()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/functions/encodeDidKey.md","filePath":"reference/@portico/walletconnect/functions/encodeDidKey.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/functions/encodeDidKey.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / encodeDidKey</p><h1 id="function-encodedidkey" tabindex="-1">Function: encodeDidKey() <a class="header-anchor" href="#function-encodedidkey" aria-label="Permalink to &quot;Function: encodeDidKey()&quot;">​</a></h1><blockquote><p><strong>encodeDidKey</strong>(<code>publicKey</code>): <code>\`did:key:z\${string}\`</code></p></blockquote><p>Writes an Ed25519 public key as a <code>did:key</code>: multicodec <code>ed25519-pub</code> (0xed01) before the 32 key bytes, in multibase base58btc (<code>z…</code>). A relay client&#39;s <code>did:key</code> is its client id.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="publickey" tabindex="-1">publicKey <a class="header-anchor" href="#publickey" aria-label="Permalink to &quot;publicKey&quot;">​</a></h3><p><code>Uint8Array</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>\`did:key:z\${string}\`</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">encodeDidKey</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(ed25519.</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">getPublicKey</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(seed)) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;did:key:z6Mk…&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/functions/encodeDidKey.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const encodeDidKey = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  encodeDidKey as default
};
