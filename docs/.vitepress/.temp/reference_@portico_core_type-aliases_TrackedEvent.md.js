import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: TrackedEvent","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/TrackedEvent.md","filePath":"reference/@portico/core/type-aliases/TrackedEvent.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/TrackedEvent.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / TrackedEvent</p><h1 id="type-alias-trackedevent" tabindex="-1">Type Alias: TrackedEvent <a class="header-anchor" href="#type-alias-trackedevent" aria-label="Permalink to &quot;Type Alias: TrackedEvent&quot;">​</a></h1><blockquote><p><strong>TrackedEvent</strong> = <code>object</code></p></blockquote><p>One tracked event, as handed to an injected event sink.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="event" tabindex="-1">event <a class="header-anchor" href="#event" aria-label="Permalink to &quot;event&quot;">​</a></h3><blockquote><p><strong>event</strong>: <a href="./TrackedEventName"><code>TrackedEventName</code></a></p></blockquote><hr><h3 id="properties-1" tabindex="-1">properties? <a class="header-anchor" href="#properties-1" aria-label="Permalink to &quot;properties?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>properties?</strong>: <code>Record</code>&lt;<code>string</code>, <code>unknown</code>&gt;</p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/TrackedEvent.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const TrackedEvent = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  TrackedEvent as default
};
