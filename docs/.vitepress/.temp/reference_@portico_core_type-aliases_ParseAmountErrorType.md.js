import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ParseAmountErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ParseAmountErrorType.md","filePath":"reference/@portico/core/type-aliases/ParseAmountErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ParseAmountErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ParseAmountErrorType</p><h1 id="type-alias-parseamounterrortype" tabindex="-1">Type Alias: ParseAmountErrorType <a class="header-anchor" href="#type-alias-parseamounterrortype" aria-label="Permalink to &quot;Type Alias: ParseAmountErrorType&quot;">​</a></h1><blockquote><p><strong>ParseAmountErrorType</strong> = <a href="./../classes/InvalidAmountError"><code>InvalidAmountError</code></a> | <a href="./../classes/InvalidDecimalsError"><code>InvalidDecimalsError</code></a></p></blockquote><p>Errors <a href="./../functions/parseAmount">parseAmount</a> may throw.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ParseAmountErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ParseAmountErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ParseAmountErrorType as default
};
