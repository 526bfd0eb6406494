import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: getDidChainId()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/functions/getDidChainId.md","filePath":"reference/@portico/walletconnect/functions/getDidChainId.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/functions/getDidChainId.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / getDidChainId</p><h1 id="function-getdidchainid" tabindex="-1">Function: getDidChainId() <a class="header-anchor" href="#function-getdidchainid" aria-label="Permalink to &quot;Function: getDidChainId()&quot;">​</a></h1><blockquote><p><strong>getDidChainId</strong>(<code>iss</code>): <code>string</code></p></blockquote><p>The chain reference of a <code>did:pkh</code> issuer — what EIP-4361 prints as <code>Chain ID</code> (<code>1</code>); the CAIP-2 id is <code>{namespace}:{reference}</code>.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="iss" tabindex="-1">iss <a class="header-anchor" href="#iss" aria-label="Permalink to &quot;iss&quot;">​</a></h3><p><code>string</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>string</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">getDidChainId</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;did:pkh:eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;1&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/functions/getDidChainId.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const getDidChainId = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  getDidChainId as default
};
