import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: generateRandomBytes32()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/functions/generateRandomBytes32.md","filePath":"reference/@portico/walletconnect/functions/generateRandomBytes32.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/functions/generateRandomBytes32.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / generateRandomBytes32</p><h1 id="function-generaterandombytes32" tabindex="-1">Function: generateRandomBytes32() <a class="header-anchor" href="#function-generaterandombytes32" aria-label="Permalink to &quot;Function: generateRandomBytes32()&quot;">​</a></h1><blockquote><p><strong>generateRandomBytes32</strong>(): <code>string</code></p></blockquote><p>32 bytes from the platform&#39;s secure random source, as hex. Used for pairing topics and symmetric keys.</p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>string</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> symKey</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> generateRandomBytes32</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">() </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// &#39;a3f1…&#39; (64 hex characters)</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/functions/generateRandomBytes32.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const generateRandomBytes32 = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  generateRandomBytes32 as default
};
