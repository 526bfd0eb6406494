import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: isUnsupportedChain()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/functions/isUnsupportedChain.md","filePath":"reference/@portico/react/functions/isUnsupportedChain.md"}');
const _sfc_main = { name: "reference/@portico/react/functions/isUnsupportedChain.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / isUnsupportedChain</p><h1 id="function-isunsupportedchain" tabindex="-1">Function: isUnsupportedChain() <a class="header-anchor" href="#function-isunsupportedchain" aria-label="Permalink to &quot;Function: isUnsupportedChain()&quot;">​</a></h1><blockquote><p><strong>isUnsupportedChain</strong>(<code>parameters</code>): <code>boolean</code></p></blockquote><p>SPEC §2: the modal shows UnsupportedChain when the active network is not among the requested networks, unless network switching is disabled or unsupported chains are allowed.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="parameters-1" tabindex="-1">parameters <a class="header-anchor" href="#parameters-1" aria-label="Permalink to &quot;parameters&quot;">​</a></h3><p><a href="./../type-aliases/IsUnsupportedChainParameters"><code>IsUnsupportedChainParameters</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>boolean</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">isUnsupportedChain</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ chainId: </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">31339</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, networks: [{ id: </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">31337</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> }], enableNetworkSwitch: </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">true</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">,</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">  allowUnsupportedChain: </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">false</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> }) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// true</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/functions/isUnsupportedChain.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const isUnsupportedChain = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  isUnsupportedChain as default
};
