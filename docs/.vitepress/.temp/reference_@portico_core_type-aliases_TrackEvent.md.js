import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: TrackEvent","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/TrackEvent.md","filePath":"reference/@portico/core/type-aliases/TrackEvent.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/TrackEvent.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / TrackEvent</p><h1 id="type-alias-trackevent" tabindex="-1">Type Alias: TrackEvent <a class="header-anchor" href="#type-alias-trackevent" aria-label="Permalink to &quot;Type Alias: TrackEvent&quot;">​</a></h1><blockquote><p><strong>TrackEvent</strong> = (<code>event</code>) =&gt; <code>void</code></p></blockquote><p>Receives tracked events (analytics is off unless the app passes one).</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="event" tabindex="-1">event <a class="header-anchor" href="#event" aria-label="Permalink to &quot;event&quot;">​</a></h3><p><a href="./TrackedEvent"><code>TrackedEvent</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>void</code></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/TrackEvent.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const TrackEvent = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  TrackEvent as default
};
