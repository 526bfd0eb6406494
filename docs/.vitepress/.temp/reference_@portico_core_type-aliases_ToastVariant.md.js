import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ToastVariant","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ToastVariant.md","filePath":"reference/@portico/core/type-aliases/ToastVariant.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ToastVariant.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ToastVariant</p><h1 id="type-alias-toastvariant" tabindex="-1">Type Alias: ToastVariant <a class="header-anchor" href="#type-alias-toastvariant" aria-label="Permalink to &quot;Type Alias: ToastVariant&quot;">​</a></h1><blockquote><p><strong>ToastVariant</strong> = <code>&quot;loading&quot;</code> | <code>&quot;success&quot;</code> | <code>&quot;error&quot;</code> | <code>&quot;svg&quot;</code></p></blockquote><p>Toast variants (SPEC §2).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ToastVariant.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ToastVariant = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ToastVariant as default
};
