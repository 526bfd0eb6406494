import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: IsUserRejectionReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/IsUserRejectionReturnType.md","filePath":"reference/@portico/core/type-aliases/IsUserRejectionReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/IsUserRejectionReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / IsUserRejectionReturnType</p><h1 id="type-alias-isuserrejectionreturntype" tabindex="-1">Type Alias: IsUserRejectionReturnType <a class="header-anchor" href="#type-alias-isuserrejectionreturntype" aria-label="Permalink to &quot;Type Alias: IsUserRejectionReturnType&quot;">​</a></h1><blockquote><p><strong>IsUserRejectionReturnType</strong> = <code>boolean</code></p></blockquote><p>Return type of <a href="./../functions/isUserRejection">isUserRejection</a>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/IsUserRejectionReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const IsUserRejectionReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  IsUserRejectionReturnType as default
};
