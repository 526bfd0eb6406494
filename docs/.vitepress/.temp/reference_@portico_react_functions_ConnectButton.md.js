import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: ConnectButton()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/functions/ConnectButton.md","filePath":"reference/@portico/react/functions/ConnectButton.md"}');
const _sfc_main = { name: "reference/@portico/react/functions/ConnectButton.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / ConnectButton</p><h1 id="function-connectbutton" tabindex="-1">Function: ConnectButton() <a class="header-anchor" href="#function-connectbutton" aria-label="Permalink to &quot;Function: ConnectButton()&quot;">​</a></h1><blockquote><p><strong>ConnectButton</strong>(<code>__namedParameters</code>): <code>Element</code></p></blockquote><p>The button that opens the modal: <code>Connect Wallet</code> while disconnected, the short address (<code>0xf3…b92266</code>) while connected, opening the Account view.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="namedparameters" tabindex="-1">__namedParameters <a class="header-anchor" href="#namedparameters" aria-label="Permalink to &quot;\\_\\_namedParameters&quot;">​</a></h3><p><a href="./../type-aliases/ConnectButtonProps"><code>ConnectButtonProps</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>Element</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">&lt;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">ConnectButton </span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">/&gt;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/functions/ConnectButton.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ConnectButton = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ConnectButton as default
};
