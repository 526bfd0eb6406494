import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: isPairingExpired()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/isPairingExpired.md","filePath":"reference/@portico/core/functions/isPairingExpired.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/isPairingExpired.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / isPairingExpired</p><h1 id="function-ispairingexpired" tabindex="-1">Function: isPairingExpired() <a class="header-anchor" href="#function-ispairingexpired" aria-label="Permalink to &quot;Function: isPairingExpired()&quot;">​</a></h1><blockquote><p><strong>isPairingExpired</strong>(<code>__namedParameters</code>): <code>boolean</code></p></blockquote><p>A pairing is expired when it is missing or within <a href="./../variables/PAIRING_EXPIRY_MARGIN_MS">PAIRING_EXPIRY_MARGIN_MS</a> (10 s) of its expiry (SPEC §4).</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="namedparameters" tabindex="-1">__namedParameters <a class="header-anchor" href="#namedparameters" aria-label="Permalink to &quot;\\_\\_namedParameters&quot;">​</a></h3><p><a href="./../type-aliases/IsPairingExpiredParameters"><code>IsPairingExpiredParameters</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>boolean</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">isPairingExpired</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ expiry: state.wcPairingExpiry, now: clock.</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">now</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">() })</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/isPairingExpired.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const isPairingExpired = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  isPairingExpired as default
};
