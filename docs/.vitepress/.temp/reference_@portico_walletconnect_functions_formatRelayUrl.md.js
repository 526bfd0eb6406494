import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: formatRelayUrl()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/functions/formatRelayUrl.md","filePath":"reference/@portico/walletconnect/functions/formatRelayUrl.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/functions/formatRelayUrl.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / formatRelayUrl</p><h1 id="function-formatrelayurl" tabindex="-1">Function: formatRelayUrl() <a class="header-anchor" href="#function-formatrelayurl" aria-label="Permalink to &quot;Function: formatRelayUrl()&quot;">​</a></h1><blockquote><p><strong>formatRelayUrl</strong>(<code>parameters</code>): <code>string</code></p></blockquote><p>The URL a relay client opens: the relay URL with <code>auth</code>, <code>projectId</code> and <code>ua</code> query parameters.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="parameters-1" tabindex="-1">parameters <a class="header-anchor" href="#parameters-1" aria-label="Permalink to &quot;parameters&quot;">​</a></h3><p><a href="./../type-aliases/FormatRelayUrlParameters"><code>FormatRelayUrlParameters</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>string</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">formatRelayUrl</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ relayUrl: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;wss://relay.example.com&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, auth: jwt, projectId: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;p1&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> })</span></span>
<span class="line"><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;wss://relay.example.com/?auth=eyJ…&amp;projectId=p1&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/functions/formatRelayUrl.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const formatRelayUrl = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  formatRelayUrl as default
};
