import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatSiwxMessageErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FormatSiwxMessageErrorType.md","filePath":"reference/@portico/core/type-aliases/FormatSiwxMessageErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FormatSiwxMessageErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FormatSiwxMessageErrorType</p><h1 id="type-alias-formatsiwxmessageerrortype" tabindex="-1">Type Alias: FormatSiwxMessageErrorType <a class="header-anchor" href="#type-alias-formatsiwxmessageerrortype" aria-label="Permalink to &quot;Type Alias: FormatSiwxMessageErrorType&quot;">​</a></h1><blockquote><p><strong>FormatSiwxMessageErrorType</strong> = <a href="./../classes/InvalidSiwxMessageError"><code>InvalidSiwxMessageError</code></a></p></blockquote><p>Errors <a href="./../functions/formatSiwxMessage">formatSiwxMessage</a> may throw.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FormatSiwxMessageErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatSiwxMessageErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatSiwxMessageErrorType as default
};
