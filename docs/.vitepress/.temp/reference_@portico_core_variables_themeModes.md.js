import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: themeModes","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/themeModes.md","filePath":"reference/@portico/core/variables/themeModes.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/themeModes.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / themeModes</p><h1 id="variable-thememodes" tabindex="-1">Variable: themeModes <a class="header-anchor" href="#variable-thememodes" aria-label="Permalink to &quot;Variable: themeModes&quot;">​</a></h1><blockquote><p><code>const</code> <strong>themeModes</strong>: readonly [<code>&quot;light&quot;</code>, <code>&quot;dark&quot;</code>]</p></blockquote><p>The theme modes (SPEC §3, §5). The default is <code>dark</code> (SPEC §9).</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">themeModes </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// [&#39;light&#39;, &#39;dark&#39;]</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/themeModes.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const themeModes = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  themeModes as default
};
