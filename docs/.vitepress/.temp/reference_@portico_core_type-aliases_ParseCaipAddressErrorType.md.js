import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ParseCaipAddressErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ParseCaipAddressErrorType.md","filePath":"reference/@portico/core/type-aliases/ParseCaipAddressErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ParseCaipAddressErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ParseCaipAddressErrorType</p><h1 id="type-alias-parsecaipaddresserrortype" tabindex="-1">Type Alias: ParseCaipAddressErrorType <a class="header-anchor" href="#type-alias-parsecaipaddresserrortype" aria-label="Permalink to &quot;Type Alias: ParseCaipAddressErrorType&quot;">​</a></h1><blockquote><p><strong>ParseCaipAddressErrorType</strong> = <a href="./../classes/InvalidCaipAddressError"><code>InvalidCaipAddressError</code></a></p></blockquote><p>Errors <a href="./../functions/parseCaipAddress">parseCaipAddress</a> may throw.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ParseCaipAddressErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ParseCaipAddressErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ParseCaipAddressErrorType as default
};
