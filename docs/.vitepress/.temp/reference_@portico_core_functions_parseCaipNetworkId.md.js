import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: parseCaipNetworkId()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/parseCaipNetworkId.md","filePath":"reference/@portico/core/functions/parseCaipNetworkId.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/parseCaipNetworkId.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / parseCaipNetworkId</p><h1 id="function-parsecaipnetworkid" tabindex="-1">Function: parseCaipNetworkId() <a class="header-anchor" href="#function-parsecaipnetworkid" aria-label="Permalink to &quot;Function: parseCaipNetworkId()&quot;">​</a></h1><blockquote><p><strong>parseCaipNetworkId</strong>(<code>value</code>): <a href="./../type-aliases/ParseCaipNetworkIdReturnType"><code>ParseCaipNetworkIdReturnType</code></a></p></blockquote><p>Parses a CAIP-2 network id <code>namespace:reference</code>. It needs exactly two non-empty parts, a known namespace and a reference valid for that namespace (see <code>checkReference</code>). Legacy Solana mainnet/devnet references are returned as the current ones.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="value" tabindex="-1">value <a class="header-anchor" href="#value" aria-label="Permalink to &quot;value&quot;">​</a></h3><p><code>string</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/ParseCaipNetworkIdReturnType"><code>ParseCaipNetworkIdReturnType</code></a></p><h2 id="throws" tabindex="-1">Throws <a class="header-anchor" href="#throws" aria-label="Permalink to &quot;Throws&quot;">​</a></h2><p><code>Invalid CAIP-2 network id: {value}</code>.</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">parseCaipNetworkId</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;eip155:31337&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// { namespace: &#39;eip155&#39;, reference: &#39;31337&#39; }</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/parseCaipNetworkId.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const parseCaipNetworkId = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  parseCaipNetworkId as default
};
