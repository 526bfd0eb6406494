import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ToastLink","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ToastLink.md","filePath":"reference/@portico/core/type-aliases/ToastLink.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ToastLink.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ToastLink</p><h1 id="type-alias-toastlink" tabindex="-1">Type Alias: ToastLink <a class="header-anchor" href="#type-alias-toastlink" aria-label="Permalink to &quot;Type Alias: ToastLink&quot;">​</a></h1><blockquote><p><strong>ToastLink</strong> = <code>object</code></p></blockquote><p>A link of a toast.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="href" tabindex="-1">href <a class="header-anchor" href="#href" aria-label="Permalink to &quot;href&quot;">​</a></h3><blockquote><p><strong>href</strong>: <code>string</code></p></blockquote><hr><h3 id="label" tabindex="-1">label <a class="header-anchor" href="#label" aria-label="Permalink to &quot;label&quot;">​</a></h3><blockquote><p><strong>label</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ToastLink.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ToastLink = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ToastLink as default
};
