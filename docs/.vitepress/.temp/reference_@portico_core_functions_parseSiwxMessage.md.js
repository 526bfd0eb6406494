import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: parseSiwxMessage()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/parseSiwxMessage.md","filePath":"reference/@portico/core/functions/parseSiwxMessage.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/parseSiwxMessage.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / parseSiwxMessage</p><h1 id="function-parsesiwxmessage" tabindex="-1">Function: parseSiwxMessage() <a class="header-anchor" href="#function-parsesiwxmessage" aria-label="Permalink to &quot;Function: parseSiwxMessage()&quot;">​</a></h1><blockquote><p><strong>parseSiwxMessage</strong>(<code>message</code>): <a href="./../type-aliases/SiwxMessageData"><code>SiwxMessageData</code></a></p></blockquote><p>Reads a CAIP-122 sign-in message (EIP-4361 for eip155, Sign in with Solana for solana) into its data, strictly: every line in its place, every field checked as <a href="./formatSiwxMessage">formatSiwxMessage</a> checks it, so that formatting the data gives back the same text. Throws <a href="./../classes/InvalidSiwxMessageError">InvalidSiwxMessageError</a> naming the first bad or missing field. <code>chainId</code> comes back as CAIP-2 (<code>eip155:1</code>; <code>Chain ID: mainnet</code> in a Solana message is <code>solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp</code>), the namespace being read from the header&#39;s blockchain name.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="message" tabindex="-1">message <a class="header-anchor" href="#message" aria-label="Permalink to &quot;message&quot;">​</a></h3><p><code>string</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/SiwxMessageData"><code>SiwxMessageData</code></a></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> data</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> parseSiwxMessage</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(message)</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">data.chainId </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;eip155:31337&#39;</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">data.nonce </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;a1b2c3d4e5f6a7b8c9&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/parseSiwxMessage.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const parseSiwxMessage = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  parseSiwxMessage as default
};
