import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: frameFailureEvents","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/frameFailureEvents.md","filePath":"reference/@portico/core/variables/frameFailureEvents.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/frameFailureEvents.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / frameFailureEvents</p><h1 id="variable-framefailureevents" tabindex="-1">Variable: frameFailureEvents <a class="header-anchor" href="#variable-framefailureevents" aria-label="Permalink to &quot;Variable: frameFailureEvents&quot;">​</a></h1><blockquote><p><code>const</code> <strong>frameFailureEvents</strong>: <code>object</code></p></blockquote><p>What is reported when the frame fails to load or a request times out (the request is aborted).</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="loadfailed" tabindex="-1">loadFailed <a class="header-anchor" href="#loadfailed" aria-label="Permalink to &quot;loadFailed&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>loadFailed</strong>: <code>&quot;iframe_load_failed&quot;</code> = <code>&#39;iframe_load_failed&#39;</code></p></blockquote><h3 id="requesttimeout" tabindex="-1">requestTimeout <a class="header-anchor" href="#requesttimeout" aria-label="Permalink to &quot;requestTimeout&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>requestTimeout</strong>: <code>&quot;iframe_request_timeout&quot;</code> = <code>&#39;iframe_request_timeout&#39;</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/frameFailureEvents.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const frameFailureEvents = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  frameFailureEvents as default
};
