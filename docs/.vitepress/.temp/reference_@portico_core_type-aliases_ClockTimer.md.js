import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ClockTimer","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ClockTimer.md","filePath":"reference/@portico/core/type-aliases/ClockTimer.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ClockTimer.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ClockTimer</p><h1 id="type-alias-clocktimer" tabindex="-1">Type Alias: ClockTimer <a class="header-anchor" href="#type-alias-clocktimer" aria-label="Permalink to &quot;Type Alias: ClockTimer&quot;">​</a></h1><blockquote><p><strong>ClockTimer</strong> = <code>unknown</code></p></blockquote><p>A timer handle returned by <a href="./Clock#settimeout">Clock.setTimeout</a>. Opaque: only pass it back to <code>clearTimeout</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ClockTimer.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ClockTimer = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ClockTimer as default
};
