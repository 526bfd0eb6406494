import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: socialProviders","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/socialProviders.md","filePath":"reference/@portico/core/variables/socialProviders.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/socialProviders.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / socialProviders</p><h1 id="variable-socialproviders" tabindex="-1">Variable: socialProviders <a class="header-anchor" href="#variable-socialproviders" aria-label="Permalink to &quot;Variable: socialProviders&quot;">​</a></h1><blockquote><p><code>const</code> <strong>socialProviders</strong>: readonly [<code>&quot;google&quot;</code>, <code>&quot;github&quot;</code>, <code>&quot;apple&quot;</code>, <code>&quot;facebook&quot;</code>, <code>&quot;x&quot;</code>, <code>&quot;discord&quot;</code>]</p></blockquote><p>The social login providers Portico accepts (SPEC §5).</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">socialProviders.</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">includes</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;github&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// true</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/socialProviders.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const socialProviders = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  socialProviders as default
};
