import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: legacySolanaReferences","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/legacySolanaReferences.md","filePath":"reference/@portico/core/variables/legacySolanaReferences.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/legacySolanaReferences.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / legacySolanaReferences</p><h1 id="variable-legacysolanareferences" tabindex="-1">Variable: legacySolanaReferences <a class="header-anchor" href="#variable-legacysolanareferences" aria-label="Permalink to &quot;Variable: legacySolanaReferences&quot;">​</a></h1><blockquote><p><code>const</code> <strong>legacySolanaReferences</strong>: <code>Readonly</code>&lt;<code>Record</code>&lt;<code>string</code>, <code>string</code>&gt;&gt;</p></blockquote><p>Old Solana references still sent by older WalletConnect wallets, mapped to the current ones. The parsers accept them and return the current reference.</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">legacySolanaReferences[</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">] </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// solanaReferences.mainnet</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/legacySolanaReferences.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const legacySolanaReferences = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  legacySolanaReferences as default
};
