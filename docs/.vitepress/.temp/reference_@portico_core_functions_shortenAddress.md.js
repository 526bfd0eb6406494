import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: shortenAddress()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/shortenAddress.md","filePath":"reference/@portico/core/functions/shortenAddress.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/shortenAddress.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / shortenAddress</p><h1 id="function-shortenaddress" tabindex="-1">Function: shortenAddress() <a class="header-anchor" href="#function-shortenaddress" aria-label="Permalink to &quot;Function: shortenAddress()&quot;">​</a></h1><blockquote><p><strong>shortenAddress</strong>(<code>address</code>): <code>string</code></p></blockquote><p>Shortens an address for display: the first 4 characters, <code>…</code>, the last 6 (SPEC §5). A string of 10 characters or fewer is returned unchanged; a missing address gives <code>&#39;&#39;</code>.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="address" tabindex="-1">address <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address&quot;">​</a></h3><p><code>string</code> | <code>null</code> | <code>undefined</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>string</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">shortenAddress</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;0xf3…b92266&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/shortenAddress.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const shortenAddress = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  shortenAddress as default
};
