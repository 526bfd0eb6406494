import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: toTransferRequest()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/evm/functions/toTransferRequest.md","filePath":"reference/@portico/evm/functions/toTransferRequest.md"}');
const _sfc_main = { name: "reference/@portico/evm/functions/toTransferRequest.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/evm</a> / toTransferRequest</p><h1 id="function-totransferrequest" tabindex="-1">Function: toTransferRequest() <a class="header-anchor" href="#function-totransferrequest" aria-label="Permalink to &quot;Function: toTransferRequest()&quot;">​</a></h1><blockquote><p><strong>toTransferRequest</strong>(<code>parameters</code>): <a href="./../type-aliases/ToTransferRequestReturnType"><code>ToTransferRequestReturnType</code></a></p></blockquote><p>The transaction that moves <code>amount</code> to <code>to</code>: a plain value transfer for the native token, or a call of the token&#39;s ERC-20 <code>transfer(to, amount)</code> with no value.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="parameters-1" tabindex="-1">parameters <a class="header-anchor" href="#parameters-1" aria-label="Permalink to &quot;parameters&quot;">​</a></h3><p><a href="./../type-aliases/ToTransferRequestParameters"><code>ToTransferRequestParameters</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/ToTransferRequestReturnType"><code>ToTransferRequestReturnType</code></a></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">toTransferRequest</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ to: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;0x7099…79C8&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, amount: </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">1</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">n</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> }) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// { to: &#39;0x7099…79C8&#39;, value: 1n }</span></span>
<span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">toTransferRequest</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ to: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;0x7099…79C8&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, token: pUSD, amount: </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">1</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">n</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> })</span></span>
<span class="line"><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// { to: pUSD, value: 0n, data: &#39;0xa9059cbb…&#39; }</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/evm/functions/toTransferRequest.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const toTransferRequest = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  toTransferRequest as default
};
