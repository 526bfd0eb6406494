import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: initialSiwxState","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/initialSiwxState.md","filePath":"reference/@portico/core/variables/initialSiwxState.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/initialSiwxState.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / initialSiwxState</p><h1 id="variable-initialsiwxstate" tabindex="-1">Variable: initialSiwxState <a class="header-anchor" href="#variable-initialsiwxstate" aria-label="Permalink to &quot;Variable: initialSiwxState&quot;">​</a></h1><blockquote><p><code>const</code> <strong>initialSiwxState</strong>: <a href="./../type-aliases/SiwxState"><code>SiwxState</code></a></p></blockquote><p>The sign-in state before any account is checked (its own module, so a UI can hold the state while the flows load on demand).</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> siwx</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> createStore</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">&lt;</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;">SiwxState</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">&gt;(initialSiwxState)</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/initialSiwxState.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const initialSiwxState = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  initialSiwxState as default
};
