import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: siwxNamespaces","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/siwxNamespaces.md","filePath":"reference/@portico/core/variables/siwxNamespaces.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/siwxNamespaces.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / siwxNamespaces</p><h1 id="variable-siwxnamespaces" tabindex="-1">Variable: siwxNamespaces <a class="header-anchor" href="#variable-siwxnamespaces" aria-label="Permalink to &quot;Variable: siwxNamespaces&quot;">​</a></h1><blockquote><p><code>const</code> <strong>siwxNamespaces</strong>: <code>Partial</code>&lt;<code>Record</code>&lt;<a href="./../type-aliases/ChainNamespace"><code>ChainNamespace</code></a>, <a href="./../type-aliases/SiwxNamespaceProfile"><code>SiwxNamespaceProfile</code></a>&gt;&gt;</p></blockquote><p>The namespaces that can sign in, with their CAIP-122 profile:</p><ul><li>eip155: EIP-4361 — &quot;Ethereum&quot;, EIP-55 addresses, <code>Chain ID: 1</code> (the decimal reference).</li><li>solana: Sign in with Solana (the Wallet Standard&#39;s <code>createSignInMessageText</code> layout) — &quot;Solana&quot;, base58 addresses, <code>Chain ID: mainnet</code> / <code>testnet</code> / <code>devnet</code> for the public clusters (SIWS&#39;s names), the 32-character CAIP-2 reference for any other chain (a local one: SIWS&#39;s <code>localnet</code> names no particular chain, so it is not written nor read), no scheme.</li></ul><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">siwxNamespaces.eip155?.blockchain </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;Ethereum&#39;</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">siwxNamespaces.solana?.</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">writeChainId</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;mainnet&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/siwxNamespaces.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const siwxNamespaces = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  siwxNamespaces as default
};
