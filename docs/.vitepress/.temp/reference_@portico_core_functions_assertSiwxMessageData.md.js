import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: assertSiwxMessageData()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/assertSiwxMessageData.md","filePath":"reference/@portico/core/functions/assertSiwxMessageData.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/assertSiwxMessageData.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / assertSiwxMessageData</p><h1 id="function-assertsiwxmessagedata" tabindex="-1">Function: assertSiwxMessageData() <a class="header-anchor" href="#function-assertsiwxmessagedata" aria-label="Permalink to &quot;Function: assertSiwxMessageData()&quot;">​</a></h1><blockquote><p><strong>assertSiwxMessageData</strong>(<code>data</code>): <code>asserts data is SiwxMessageData</code></p></blockquote><p>Checks every field of a sign-in message against EIP-4361 / CAIP-122 (the same rules the <code>siwe</code> reference parser applies; for solana, Sign in with Solana&#39;s: base58 address, no scheme, the chain a public cluster or another Solana genesis reference) and throws <a href="./../classes/InvalidSiwxMessageError">InvalidSiwxMessageError</a> naming the first bad field. Used by <a href="./formatSiwxMessage">formatSiwxMessage</a> and <a href="./parseSiwxMessage">parseSiwxMessage</a>.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="data" tabindex="-1">data <a class="header-anchor" href="#data" aria-label="Permalink to &quot;data&quot;">​</a></h3><p><code>unknown</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>asserts data is SiwxMessageData</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">assertSiwxMessageData</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ </span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">...</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">data, nonce: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;1234567&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> })</span></span>
<span class="line"><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// throws &#39;Invalid sign-in message: nonce must be at least 8 letters or digits&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/assertSiwxMessageData.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const assertSiwxMessageData = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  assertSiwxMessageData as default
};
