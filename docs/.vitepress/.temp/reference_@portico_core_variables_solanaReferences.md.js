import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: solanaReferences","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/solanaReferences.md","filePath":"reference/@portico/core/variables/solanaReferences.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/solanaReferences.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / solanaReferences</p><h1 id="variable-solanareferences" tabindex="-1">Variable: solanaReferences <a class="header-anchor" href="#variable-solanareferences" aria-label="Permalink to &quot;Variable: solanaReferences&quot;">​</a></h1><blockquote><p><code>const</code> <strong>solanaReferences</strong>: <code>object</code></p></blockquote><p>The Solana CAIP-2 references Portico accepts (the first 32 characters of each cluster&#39;s genesis hash, per the ChainAgnostic <code>solana</code> namespace).</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="devnet" tabindex="-1">devnet <a class="header-anchor" href="#devnet" aria-label="Permalink to &quot;devnet&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>devnet</strong>: <code>&quot;EtWTRABZaYq6iMfeYKouRu166VU2xqa1&quot;</code> = <code>&#39;EtWTRABZaYq6iMfeYKouRu166VU2xqa1&#39;</code></p></blockquote><h3 id="mainnet" tabindex="-1">mainnet <a class="header-anchor" href="#mainnet" aria-label="Permalink to &quot;mainnet&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>mainnet</strong>: <code>&quot;5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&quot;</code> = <code>&#39;5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&#39;</code></p></blockquote><h3 id="testnet" tabindex="-1">testnet <a class="header-anchor" href="#testnet" aria-label="Permalink to &quot;testnet&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>testnet</strong>: <code>&quot;4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z&quot;</code> = <code>&#39;4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z&#39;</code></p></blockquote><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">\`solana:\${</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">solanaReferences</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">.</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">mainnet</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">}\`</span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;"> // &#39;solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/solanaReferences.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const solanaReferences = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  solanaReferences as default
};
