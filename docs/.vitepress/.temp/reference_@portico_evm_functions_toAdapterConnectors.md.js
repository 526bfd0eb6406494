import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: toAdapterConnectors()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/evm/functions/toAdapterConnectors.md","filePath":"reference/@portico/evm/functions/toAdapterConnectors.md"}');
const _sfc_main = { name: "reference/@portico/evm/functions/toAdapterConnectors.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/evm</a> / toAdapterConnectors</p><h1 id="function-toadapterconnectors" tabindex="-1">Function: toAdapterConnectors() <a class="header-anchor" href="#function-toadapterconnectors" aria-label="Permalink to &quot;Function: toAdapterConnectors()&quot;">​</a></h1><blockquote><p><strong>toAdapterConnectors</strong>(<code>connectors</code>): <a href="./../type-aliases/ToAdapterConnectorsReturnType"><code>ToAdapterConnectorsReturnType</code></a></p></blockquote><p>Lists wagmi&#39;s connectors as Portico connectors, one per wallet: EIP-6963 wallets (whose wagmi id is their rdns) are kept once per rdns, first announcement wins.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="connectors" tabindex="-1">connectors <a class="header-anchor" href="#connectors" aria-label="Permalink to &quot;connectors&quot;">​</a></h3><p><a href="./../type-aliases/ToAdapterConnectorsParameters"><code>ToAdapterConnectorsParameters</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/ToAdapterConnectorsReturnType"><code>ToAdapterConnectorsReturnType</code></a></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">toAdapterConnectors</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(config.connectors)</span></span>
<span class="line"><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// [{ id: &#39;dev.portico.testwallet&#39;, name: &#39;Portico Test Wallet&#39;, type: &#39;ANNOUNCED&#39;, … }]</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/evm/functions/toAdapterConnectors.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const toAdapterConnectors = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  toAdapterConnectors as default
};
