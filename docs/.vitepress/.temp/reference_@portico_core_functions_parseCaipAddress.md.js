import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: parseCaipAddress()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/parseCaipAddress.md","filePath":"reference/@portico/core/functions/parseCaipAddress.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/parseCaipAddress.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / parseCaipAddress</p><h1 id="function-parsecaipaddress" tabindex="-1">Function: parseCaipAddress() <a class="header-anchor" href="#function-parsecaipaddress" aria-label="Permalink to &quot;Function: parseCaipAddress()&quot;">​</a></h1><blockquote><p><strong>parseCaipAddress</strong>(<code>value</code>): <a href="./../type-aliases/ParseCaipAddressReturnType"><code>ParseCaipAddressReturnType</code></a></p></blockquote><p>Parses a CAIP-10 account id <code>namespace:reference:address</code>. It needs exactly three non-empty parts, a known namespace, a valid reference (legacy Solana ids are mapped to the current ones) and an address valid for the namespace (EIP-55 for eip155, 32-byte base58 for solana).</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="value" tabindex="-1">value <a class="header-anchor" href="#value" aria-label="Permalink to &quot;value&quot;">​</a></h3><p><code>string</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/ParseCaipAddressReturnType"><code>ParseCaipAddressReturnType</code></a></p><h2 id="throws" tabindex="-1">Throws <a class="header-anchor" href="#throws" aria-label="Permalink to &quot;Throws&quot;">​</a></h2><p><code>Invalid CAIP-10 address: {value}</code>.</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">parseCaipAddress</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">)</span></span>
<span class="line"><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// { namespace: &#39;eip155&#39;, chainId: &#39;1&#39;, address: &#39;0xab16…5Bfcdb&#39;, caipNetworkId: &#39;eip155:1&#39; }</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/parseCaipAddress.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const parseCaipAddress = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  parseCaipAddress as default
};
