import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: formatCaipNetworkId()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/formatCaipNetworkId.md","filePath":"reference/@portico/core/functions/formatCaipNetworkId.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/formatCaipNetworkId.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / formatCaipNetworkId</p><h1 id="function-formatcaipnetworkid" tabindex="-1">Function: formatCaipNetworkId() <a class="header-anchor" href="#function-formatcaipnetworkid" aria-label="Permalink to &quot;Function: formatCaipNetworkId()&quot;">​</a></h1><blockquote><p><strong>formatCaipNetworkId</strong>(<code>parameters</code>): <code>\`eip155:\${string}\`</code> | <code>\`solana:\${string}\`</code> | <code>\`bip122:\${string}\`</code> | <code>\`polkadot:\${string}\`</code></p></blockquote><p>Builds a CAIP-2 network id <code>namespace:reference</code>, with the same checks as <a href="./parseCaipNetworkId">parseCaipNetworkId</a> (a legacy Solana reference comes out as the current one).</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="parameters-1" tabindex="-1">parameters <a class="header-anchor" href="#parameters-1" aria-label="Permalink to &quot;parameters&quot;">​</a></h3><p><a href="./../type-aliases/FormatCaipNetworkIdParameters"><code>FormatCaipNetworkIdParameters</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>\`eip155:\${string}\`</code> | <code>\`solana:\${string}\`</code> | <code>\`bip122:\${string}\`</code> | <code>\`polkadot:\${string}\`</code></p><h2 id="throws" tabindex="-1">Throws <a class="header-anchor" href="#throws" aria-label="Permalink to &quot;Throws&quot;">​</a></h2><p><code>Invalid CAIP-2 network id: {namespace}:{reference}</code>.</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">formatCaipNetworkId</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ namespace: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;eip155&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, reference: </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">31337</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> }) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;eip155:31337&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/formatCaipNetworkId.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const formatCaipNetworkId = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  formatCaipNetworkId as default
};
