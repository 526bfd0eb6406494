import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: isEmail()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/isEmail.md","filePath":"reference/@portico/core/functions/isEmail.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/isEmail.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / isEmail</p><h1 id="function-isemail" tabindex="-1">Function: isEmail() <a class="header-anchor" href="#function-isemail" aria-label="Permalink to &quot;Function: isEmail()&quot;">​</a></h1><blockquote><p><strong>isEmail</strong>(<code>value</code>): <code>boolean</code></p></blockquote><p>Whether <code>value</code> is an email address Portico accepts: a pragmatic subset of RFC 5322&#39;s <code>addr-spec</code>, the form people type.</p><ul><li>at most 254 characters, exactly one <code>@</code>, no whitespace;</li><li>local part of 1–64 characters: RFC 5322 <code>atext</code> in dot-separated atoms (no quoted strings, no leading, trailing or doubled dot);</li><li>domain of at least two DNS labels (letters, digits, inner hyphens, 1–63 characters each), the last one alphabetic or punycode (<code>xn--…</code>); no IP literals.</li></ul><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="value" tabindex="-1">value <a class="header-anchor" href="#value" aria-label="Permalink to &quot;value&quot;">​</a></h3><p><code>unknown</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>boolean</code></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">isEmail</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;ada@example.com&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// true</span></span>
<span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">isEmail</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;ada@localhost&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// false (domain needs a dot)</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/isEmail.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const isEmail = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  isEmail as default
};
