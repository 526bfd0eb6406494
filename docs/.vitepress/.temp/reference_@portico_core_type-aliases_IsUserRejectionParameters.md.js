import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: IsUserRejectionParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/IsUserRejectionParameters.md","filePath":"reference/@portico/core/type-aliases/IsUserRejectionParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/IsUserRejectionParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / IsUserRejectionParameters</p><h1 id="type-alias-isuserrejectionparameters" tabindex="-1">Type Alias: IsUserRejectionParameters <a class="header-anchor" href="#type-alias-isuserrejectionparameters" aria-label="Permalink to &quot;Type Alias: IsUserRejectionParameters&quot;">​</a></h1><blockquote><p><strong>IsUserRejectionParameters</strong> = <code>unknown</code></p></blockquote><p>Parameters of <a href="./../functions/isUserRejection">isUserRejection</a>: any thrown value.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/IsUserRejectionParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const IsUserRejectionParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  IsUserRejectionParameters as default
};
