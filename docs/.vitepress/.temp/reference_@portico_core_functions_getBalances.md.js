import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: getBalances()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/getBalances.md","filePath":"reference/@portico/core/functions/getBalances.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/getBalances.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / getBalances</p><h1 id="function-getbalances" tabindex="-1">Function: getBalances() <a class="header-anchor" href="#function-getbalances" aria-label="Permalink to &quot;Function: getBalances()&quot;">​</a></h1><blockquote><p><strong>getBalances</strong>(<code>client</code>, <code>parameters</code>): <code>Promise</code>&lt;<a href="./../type-aliases/GetBalancesReturnType"><code>GetBalancesReturnType</code></a>&gt;</p></blockquote><p>The account&#39;s token balances with USD prices (<code>GET /v1/account/{address}/balance?currency=usd&amp;chainId=…&amp;forceUpdate=…</code>). An unsupported network answers <code>[]</code>.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="client" tabindex="-1">client <a class="header-anchor" href="#client" aria-label="Permalink to &quot;client&quot;">​</a></h3><p><a href="./../type-aliases/CreateHttpClientReturnType"><code>CreateHttpClientReturnType</code></a></p><h3 id="parameters-1" tabindex="-1">parameters <a class="header-anchor" href="#parameters-1" aria-label="Permalink to &quot;parameters&quot;">​</a></h3><p><a href="./../type-aliases/GetBalancesParameters"><code>GetBalancesParameters</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>Promise</code>&lt;<a href="./../type-aliases/GetBalancesReturnType"><code>GetBalancesReturnType</code></a>&gt;</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> balances</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> await</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> getBalances</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(client, {</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">  address: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">,</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">  chainId: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;eip155:31337&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">,</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">})</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/getBalances.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const getBalances = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  getBalances as default
};
