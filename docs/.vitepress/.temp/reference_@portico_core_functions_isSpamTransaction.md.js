import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: isSpamTransaction()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/isSpamTransaction.md","filePath":"reference/@portico/core/functions/isSpamTransaction.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/isSpamTransaction.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / isSpamTransaction</p><h1 id="function-isspamtransaction" tabindex="-1">Function: isSpamTransaction() <a class="header-anchor" href="#function-isspamtransaction" aria-label="Permalink to &quot;Function: isSpamTransaction()&quot;">​</a></h1><blockquote><p><strong>isSpamTransaction</strong>(<code>transaction</code>): <code>boolean</code></p></blockquote><p>Whether a history item is spam (SPEC §5): it has transfers and every one of them moved a token flagged spam, an NFT (<code>nft_info.flags.is_spam</code>) or a fungible token (<code>fungible_info.flags.is_spam</code>). An item without transfers, or with one clean transfer, is not.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="transaction" tabindex="-1">transaction <a class="header-anchor" href="#transaction" aria-label="Permalink to &quot;transaction&quot;">​</a></h3><p><code>Pick</code>&lt;<a href="./../type-aliases/Transaction"><code>Transaction</code></a>, <code>&quot;transfers&quot;</code>&gt;</p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>boolean</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">isSpamTransaction</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ transfers: [{ fungible_info: { flags: { is_spam: </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">true</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> } }, quantity: { numeric: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;1&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> } }] })</span></span>
<span class="line"><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// true</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/isSpamTransaction.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const isSpamTransaction = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  isSpamTransaction as default
};
