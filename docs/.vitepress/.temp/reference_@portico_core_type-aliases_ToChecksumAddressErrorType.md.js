import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ToChecksumAddressErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ToChecksumAddressErrorType.md","filePath":"reference/@portico/core/type-aliases/ToChecksumAddressErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ToChecksumAddressErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ToChecksumAddressErrorType</p><h1 id="type-alias-tochecksumaddresserrortype" tabindex="-1">Type Alias: ToChecksumAddressErrorType <a class="header-anchor" href="#type-alias-tochecksumaddresserrortype" aria-label="Permalink to &quot;Type Alias: ToChecksumAddressErrorType&quot;">​</a></h1><blockquote><p><strong>ToChecksumAddressErrorType</strong> = <a href="./../classes/InvalidEvmAddressError"><code>InvalidEvmAddressError</code></a></p></blockquote><p>Errors <a href="./../functions/toChecksumAddress">toChecksumAddress</a> may throw.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ToChecksumAddressErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ToChecksumAddressErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ToChecksumAddressErrorType as default
};
