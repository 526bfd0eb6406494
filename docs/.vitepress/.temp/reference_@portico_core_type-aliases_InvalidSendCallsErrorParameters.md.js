import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: InvalidSendCallsErrorParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/InvalidSendCallsErrorParameters.md","filePath":"reference/@portico/core/type-aliases/InvalidSendCallsErrorParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/InvalidSendCallsErrorParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / InvalidSendCallsErrorParameters</p><h1 id="type-alias-invalidsendcallserrorparameters" tabindex="-1">Type Alias: InvalidSendCallsErrorParameters <a class="header-anchor" href="#type-alias-invalidsendcallserrorparameters" aria-label="Permalink to &quot;Type Alias: InvalidSendCallsErrorParameters&quot;">​</a></h1><blockquote><p><strong>InvalidSendCallsErrorParameters</strong> = <code>ErrorParameters</code> &amp; <code>object</code></p></blockquote><p>Parameters of <a href="./../classes/InvalidSendCallsError">InvalidSendCallsError</a>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="reason" tabindex="-1">reason <a class="header-anchor" href="#reason" aria-label="Permalink to &quot;reason&quot;">​</a></h3><blockquote><p><strong>reason</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/InvalidSendCallsErrorParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const InvalidSendCallsErrorParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  InvalidSendCallsErrorParameters as default
};
