import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatBalanceErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FormatBalanceErrorType.md","filePath":"reference/@portico/core/type-aliases/FormatBalanceErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FormatBalanceErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FormatBalanceErrorType</p><h1 id="type-alias-formatbalanceerrortype" tabindex="-1">Type Alias: FormatBalanceErrorType <a class="header-anchor" href="#type-alias-formatbalanceerrortype" aria-label="Permalink to &quot;Type Alias: FormatBalanceErrorType&quot;">​</a></h1><blockquote><p><strong>FormatBalanceErrorType</strong> = <a href="./../classes/InvalidDecimalsError"><code>InvalidDecimalsError</code></a></p></blockquote><p>Errors <a href="./../functions/formatBalance">formatBalance</a> may throw (only for a bad <code>decimals</code> argument).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FormatBalanceErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatBalanceErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatBalanceErrorType as default
};
