import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: isPairingReused()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/isPairingReused.md","filePath":"reference/@portico/core/functions/isPairingReused.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/isPairingReused.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / isPairingReused</p><h1 id="function-ispairingreused" tabindex="-1">Function: isPairingReused() <a class="header-anchor" href="#function-ispairingreused" aria-label="Permalink to &quot;Function: isPairingReused()&quot;">​</a></h1><blockquote><p><strong>isPairingReused</strong>(<code>userAgent</code>): <code>boolean</code></p></blockquote><p>Whether the pairing is reused until it expires and concurrent connects are shared (SPEC §4): in Telegram&#39;s in-app browser and in Safari on iOS, where a trip to the wallet app and back must find the same pairing. Pure: pass <code>navigator.userAgent</code>.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="useragent" tabindex="-1">userAgent <a class="header-anchor" href="#useragent" aria-label="Permalink to &quot;userAgent&quot;">​</a></h3><p><code>string</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>boolean</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">isPairingReused</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;Mozilla/5.0 (iPhone; …) Version/17.4 Mobile/15E148 Safari/604.1&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// true</span></span>
<span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">isPairingReused</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;Mozilla/5.0 (iPhone; …) CriOS/124.0 Mobile/15E148 Safari/604.1&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// false (Chrome)</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/isPairingReused.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const isPairingReused = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  isPairingReused as default
};
