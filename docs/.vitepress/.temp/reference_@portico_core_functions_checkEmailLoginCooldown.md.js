import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: checkEmailLoginCooldown()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/checkEmailLoginCooldown.md","filePath":"reference/@portico/core/functions/checkEmailLoginCooldown.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/checkEmailLoginCooldown.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / checkEmailLoginCooldown</p><h1 id="function-checkemaillogincooldown" tabindex="-1">Function: checkEmailLoginCooldown() <a class="header-anchor" href="#function-checkemaillogincooldown" aria-label="Permalink to &quot;Function: checkEmailLoginCooldown()&quot;">​</a></h1><blockquote><p><strong>checkEmailLoginCooldown</strong>(<code>__namedParameters</code>): <code>void</code></p></blockquote><p>Refuses an email login within <a href="./../variables/EMAIL_LOGIN_COOLDOWN_MS">EMAIL_LOGIN_COOLDOWN_MS</a> (30 s) of the last one, with <code>Please try again after {n} seconds</code> (n = remaining seconds, rounded up). A last-login time in the future counts as just now.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="namedparameters" tabindex="-1">__namedParameters <a class="header-anchor" href="#namedparameters" aria-label="Permalink to &quot;\\_\\_namedParameters&quot;">​</a></h3><p><a href="./../type-aliases/CheckEmailLoginCooldownParameters"><code>CheckEmailLoginCooldownParameters</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>void</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">checkEmailLoginCooldown</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ lastLoginAt: stored.lastEmailLoginTime, now: clock.</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">now</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">() })</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/checkEmailLoginCooldown.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const checkEmailLoginCooldown = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  checkEmailLoginCooldown as default
};
