import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: filterTokenBalances()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/filterTokenBalances.md","filePath":"reference/@portico/core/functions/filterTokenBalances.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/filterTokenBalances.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / filterTokenBalances</p><h1 id="function-filtertokenbalances" tabindex="-1">Function: filterTokenBalances() <a class="header-anchor" href="#function-filtertokenbalances" aria-label="Permalink to &quot;Function: filterTokenBalances()&quot;">​</a></h1><blockquote><p><strong>filterTokenBalances</strong>&lt;<code>token</code>&gt;(<code>list</code>): <a href="./../type-aliases/FilterTokenBalancesReturnType"><code>FilterTokenBalancesReturnType</code></a>&lt;<code>token</code>&gt;</p></blockquote><p>Drops tokens whose <code>quantity.decimals</code> is <code>&#39;0&#39;</code> (non-fungibles, SPEC §5); keeps the order.</p><h2 id="type-parameters" tabindex="-1">Type Parameters <a class="header-anchor" href="#type-parameters" aria-label="Permalink to &quot;Type Parameters&quot;">​</a></h2><h3 id="token" tabindex="-1">token <a class="header-anchor" href="#token" aria-label="Permalink to &quot;token&quot;">​</a></h3><p><code>token</code> <em>extends</em> <code>Pick</code>&lt;<a href="./../type-aliases/TokenBalance"><code>TokenBalance</code></a>, <code>&quot;quantity&quot;</code>&gt;</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="list" tabindex="-1">list <a class="header-anchor" href="#list" aria-label="Permalink to &quot;list&quot;">​</a></h3><p>readonly <code>token</code>[]</p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/FilterTokenBalancesReturnType"><code>FilterTokenBalancesReturnType</code></a>&lt;<code>token</code>&gt;</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">filterTokenBalances</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">([usdc, nft]) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// [usdc] when nft.quantity.decimals === &#39;0&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/filterTokenBalances.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const filterTokenBalances = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  filterTokenBalances as default
};
