import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateFakeClockParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateFakeClockParameters.md","filePath":"reference/@portico/core/type-aliases/CreateFakeClockParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateFakeClockParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateFakeClockParameters</p><h1 id="type-alias-createfakeclockparameters" tabindex="-1">Type Alias: CreateFakeClockParameters <a class="header-anchor" href="#type-alias-createfakeclockparameters" aria-label="Permalink to &quot;Type Alias: CreateFakeClockParameters&quot;">​</a></h1><blockquote><p><strong>CreateFakeClockParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/createFakeClock">createFakeClock</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="start" tabindex="-1">start? <a class="header-anchor" href="#start" aria-label="Permalink to &quot;start?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>start?</strong>: <code>number</code></p></blockquote><p>The time <code>now()</code> returns at first. Default 0.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateFakeClockParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateFakeClockParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateFakeClockParameters as default
};
