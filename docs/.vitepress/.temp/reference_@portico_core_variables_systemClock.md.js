import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: systemClock","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/systemClock.md","filePath":"reference/@portico/core/variables/systemClock.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/systemClock.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / systemClock</p><h1 id="variable-systemclock" tabindex="-1">Variable: systemClock <a class="header-anchor" href="#variable-systemclock" aria-label="Permalink to &quot;Variable: systemClock&quot;">​</a></h1><blockquote><p><code>const</code> <strong>systemClock</strong>: <a href="./../type-aliases/Clock"><code>Clock</code></a></p></blockquote><p>The real clock: <code>Date.now</code> and the global timers.</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> toast</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> createToastStore</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ clock: systemClock })</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/systemClock.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const systemClock = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  systemClock as default
};
