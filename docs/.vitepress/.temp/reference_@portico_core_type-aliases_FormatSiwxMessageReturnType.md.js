import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatSiwxMessageReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FormatSiwxMessageReturnType.md","filePath":"reference/@portico/core/type-aliases/FormatSiwxMessageReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FormatSiwxMessageReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FormatSiwxMessageReturnType</p><h1 id="type-alias-formatsiwxmessagereturntype" tabindex="-1">Type Alias: FormatSiwxMessageReturnType <a class="header-anchor" href="#type-alias-formatsiwxmessagereturntype" aria-label="Permalink to &quot;Type Alias: FormatSiwxMessageReturnType&quot;">​</a></h1><blockquote><p><strong>FormatSiwxMessageReturnType</strong> = <code>string</code></p></blockquote><p>Result of <a href="./../functions/formatSiwxMessage">formatSiwxMessage</a>: the text the wallet signs.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FormatSiwxMessageReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatSiwxMessageReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatSiwxMessageReturnType as default
};
