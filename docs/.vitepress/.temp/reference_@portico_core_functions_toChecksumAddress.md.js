import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: toChecksumAddress()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/toChecksumAddress.md","filePath":"reference/@portico/core/functions/toChecksumAddress.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/toChecksumAddress.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / toChecksumAddress</p><h1 id="function-tochecksumaddress" tabindex="-1">Function: toChecksumAddress() <a class="header-anchor" href="#function-tochecksumaddress" aria-label="Permalink to &quot;Function: toChecksumAddress()&quot;">​</a></h1><blockquote><p><strong>toChecksumAddress</strong>(<code>address</code>): <code>\`0x\${string}\`</code></p></blockquote><p>Returns the EIP-55 mixed-case checksum form of an EVM address. Accepts 40 hex characters in any case, with or without <code>0x</code>; the input&#39;s own casing is not checked (use <a href="./isEvmAddress">isEvmAddress</a>).</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="address" tabindex="-1">address <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address&quot;">​</a></h3><p><code>string</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>\`0x\${string}\`</code></p><h2 id="throws" tabindex="-1">Throws <a class="header-anchor" href="#throws" aria-label="Permalink to &quot;Throws&quot;">​</a></h2><p>when the input is not 40 hex characters.</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">toChecksumAddress</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">)</span></span>
<span class="line"><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359&#39;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/toChecksumAddress.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const toChecksumAddress = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  toChecksumAddress as default
};
