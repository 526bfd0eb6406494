import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatBalanceReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FormatBalanceReturnType.md","filePath":"reference/@portico/core/type-aliases/FormatBalanceReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FormatBalanceReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FormatBalanceReturnType</p><h1 id="type-alias-formatbalancereturntype" tabindex="-1">Type Alias: FormatBalanceReturnType <a class="header-anchor" href="#type-alias-formatbalancereturntype" aria-label="Permalink to &quot;Type Alias: FormatBalanceReturnType&quot;">​</a></h1><blockquote><p><strong>FormatBalanceReturnType</strong> = <code>string</code></p></blockquote><p>Result of <a href="./../functions/formatBalance">formatBalance</a>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FormatBalanceReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatBalanceReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatBalanceReturnType as default
};
