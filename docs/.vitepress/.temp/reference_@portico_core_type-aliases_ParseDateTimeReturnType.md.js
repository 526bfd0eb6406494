import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ParseDateTimeReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ParseDateTimeReturnType.md","filePath":"reference/@portico/core/type-aliases/ParseDateTimeReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ParseDateTimeReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ParseDateTimeReturnType</p><h1 id="type-alias-parsedatetimereturntype" tabindex="-1">Type Alias: ParseDateTimeReturnType <a class="header-anchor" href="#type-alias-parsedatetimereturntype" aria-label="Permalink to &quot;Type Alias: ParseDateTimeReturnType&quot;">​</a></h1><blockquote><p><strong>ParseDateTimeReturnType</strong> = <code>number</code> | <code>undefined</code></p></blockquote><p>Return type of <a href="./../functions/parseDateTime">parseDateTime</a>: ms since the epoch, or <code>undefined</code> for a bad time.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ParseDateTimeReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ParseDateTimeReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ParseDateTimeReturnType as default
};
