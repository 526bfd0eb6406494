import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: getPairingExpiry()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/getPairingExpiry.md","filePath":"reference/@portico/core/functions/getPairingExpiry.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/getPairingExpiry.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / getPairingExpiry</p><h1 id="function-getpairingexpiry" tabindex="-1">Function: getPairingExpiry() <a class="header-anchor" href="#function-getpairingexpiry" aria-label="Permalink to &quot;Function: getPairingExpiry()&quot;">​</a></h1><blockquote><p><strong>getPairingExpiry</strong>(<code>now</code>): <code>number</code></p></blockquote><p>The expiry of a pairing created at <code>now</code>: <a href="./../variables/PAIRING_LIFETIME_MS">PAIRING_LIFETIME_MS</a> (4 minutes) later.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="now" tabindex="-1">now <a class="header-anchor" href="#now" aria-label="Permalink to &quot;now&quot;">​</a></h3><p><code>number</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>number</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">connection.</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">setPairing</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ uri, expiry: </span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">getPairingExpiry</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(clock.</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">now</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">()) })</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/getPairingExpiry.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const getPairingExpiry = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  getPairingExpiry as default
};
