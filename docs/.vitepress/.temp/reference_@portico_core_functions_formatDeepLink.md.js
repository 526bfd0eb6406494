import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: formatDeepLink()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/formatDeepLink.md","filePath":"reference/@portico/core/functions/formatDeepLink.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/formatDeepLink.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / formatDeepLink</p><h1 id="function-formatdeeplink" tabindex="-1">Function: formatDeepLink() <a class="header-anchor" href="#function-formatdeeplink" aria-label="Permalink to &quot;Function: formatDeepLink()&quot;">​</a></h1><blockquote><p><strong>formatDeepLink</strong>(<code>__namedParameters</code>): <code>string</code></p></blockquote><p>The deep link that opens a mobile wallet on a pairing: <code>scheme://wc?uri=…</code> for a native scheme, <code>https://host/path/wc?uri=…</code> for a universal link; the URI is URI-encoded.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="namedparameters" tabindex="-1">__namedParameters <a class="header-anchor" href="#namedparameters" aria-label="Permalink to &quot;\\_\\_namedParameters&quot;">​</a></h3><p><a href="./../type-aliases/FormatDeepLinkParameters"><code>FormatDeepLinkParameters</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>string</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">formatDeepLink</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ link: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;metamask://&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, uri }) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;metamask://wc?uri=wc%3A…&#39;</span></span>
<span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">formatDeepLink</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ link: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;https://rnbwapp.com&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, uri }) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;https://rnbwapp.com/wc?uri=wc%3A…&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/formatDeepLink.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const formatDeepLink = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  formatDeepLink as default
};
