import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FakeClock","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FakeClock.md","filePath":"reference/@portico/core/type-aliases/FakeClock.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FakeClock.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FakeClock</p><h1 id="type-alias-fakeclock" tabindex="-1">Type Alias: FakeClock <a class="header-anchor" href="#type-alias-fakeclock" aria-label="Permalink to &quot;Type Alias: FakeClock&quot;">​</a></h1><blockquote><p><strong>FakeClock</strong> = <a href="./Clock"><code>Clock</code></a> &amp; <code>object</code></p></blockquote><p>A <a href="./Clock">Clock</a> whose time only moves when told to.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="advance" tabindex="-1">advance <a class="header-anchor" href="#advance" aria-label="Permalink to &quot;advance&quot;">​</a></h3><blockquote><p><strong>advance</strong>: (<code>ms</code>) =&gt; <code>void</code></p></blockquote><p>Moves time forward by <code>ms</code>, firing due timers in order (timers they schedule fire too if due).</p><h4 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h4><h5 id="ms" tabindex="-1">ms <a class="header-anchor" href="#ms" aria-label="Permalink to &quot;ms&quot;">​</a></h5><p><code>number</code></p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p><h3 id="pending" tabindex="-1">pending <a class="header-anchor" href="#pending" aria-label="Permalink to &quot;pending&quot;">​</a></h3><blockquote><p><strong>pending</strong>: () =&gt; <code>number</code></p></blockquote><p>How many timers are waiting.</p><h4 id="returns-1" tabindex="-1">Returns <a class="header-anchor" href="#returns-1" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>number</code></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FakeClock.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FakeClock = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FakeClock as default
};
