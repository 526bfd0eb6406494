import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: describeTransaction()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/describeTransaction.md","filePath":"reference/@portico/core/functions/describeTransaction.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/describeTransaction.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / describeTransaction</p><h1 id="function-describetransaction" tabindex="-1">Function: describeTransaction() <a class="header-anchor" href="#function-describetransaction" aria-label="Permalink to &quot;Function: describeTransaction()&quot;">​</a></h1><blockquote><p><strong>describeTransaction</strong>(<code>transaction</code>): <a href="./../type-aliases/DescribeTransactionReturnType"><code>DescribeTransactionReturnType</code></a></p></blockquote><p>What one Activity row shows of a history item (SPEC §3): the operation, the counterpart&#39;s address, each transfer&#39;s signed amount with its symbol (3 decimals, truncated, exact string maths), the status and the time.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="transaction" tabindex="-1">transaction <a class="header-anchor" href="#transaction" aria-label="Permalink to &quot;transaction&quot;">​</a></h3><p><a href="./../type-aliases/Transaction"><code>Transaction</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/DescribeTransactionReturnType"><code>DescribeTransactionReturnType</code></a></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">describeTransaction</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(transaction).transfers[</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">0</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">]?.amount </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;-1.500 ETH&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/describeTransaction.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const describeTransaction = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  describeTransaction as default
};
