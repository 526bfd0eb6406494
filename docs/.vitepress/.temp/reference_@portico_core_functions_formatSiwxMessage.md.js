import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: formatSiwxMessage()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/formatSiwxMessage.md","filePath":"reference/@portico/core/functions/formatSiwxMessage.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/formatSiwxMessage.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / formatSiwxMessage</p><h1 id="function-formatsiwxmessage" tabindex="-1">Function: formatSiwxMessage() <a class="header-anchor" href="#function-formatsiwxmessage" aria-label="Permalink to &quot;Function: formatSiwxMessage()&quot;">​</a></h1><blockquote><p><strong>formatSiwxMessage</strong>(<code>data</code>): <code>string</code></p></blockquote><p>Writes a sign-in message as CAIP-122 text: EIP-4361 for eip155 (&quot;…wants you to sign in with your Ethereum account:&quot;), byte-for-byte what the <code>siwe</code> reference implementation writes; Sign in with Solana for solana (&quot;…your Solana account:&quot;), byte-for-byte what the Wallet Standard&#39;s <code>createSignInMessageText</code> writes (no empty statement line when there is no statement; <code>Chain ID: mainnet</code> / <code>testnet</code> / <code>devnet</code>, or the genesis reference of another chain). <a href="./parseSiwxMessage">parseSiwxMessage</a> reads it back to the same data. Throws <a href="./../classes/InvalidSiwxMessageError">InvalidSiwxMessageError</a> when a field breaks the grammar.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="data" tabindex="-1">data <a class="header-anchor" href="#data" aria-label="Permalink to &quot;data&quot;">​</a></h3><p><a href="./../type-aliases/SiwxMessageData"><code>SiwxMessageData</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>string</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">formatSiwxMessage</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">  domain: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;localhost:3000&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">,</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">  accountAddress: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">,</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">  uri: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;http://localhost:3000&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">,</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">  version: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;1&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">,</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">  chainId: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;eip155:31337&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">,</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">  nonce: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;a1b2c3d4e5f6a7b8c9&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">,</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">  issuedAt: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;2026-01-01T00:00:00.000Z&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">,</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">})</span></span>
<span class="line"><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;localhost:3000 wants you to sign in with your Ethereum account:\\n0xf39F…2266\\n\\n\\nURI: …&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/formatSiwxMessage.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const formatSiwxMessage = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  formatSiwxMessage as default
};
