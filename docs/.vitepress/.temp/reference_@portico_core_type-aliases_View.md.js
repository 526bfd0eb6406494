import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: View","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/View.md","filePath":"reference/@portico/core/type-aliases/View.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/View.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / View</p><h1 id="type-alias-view" tabindex="-1">Type Alias: View <a class="header-anchor" href="#type-alias-view" aria-label="Permalink to &quot;Type Alias: View&quot;">​</a></h1><blockquote><p><strong>View</strong> = keyof <a href="./ViewData"><code>ViewData</code></a></p></blockquote><p>A view name.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/View.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const View = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  View as default
};
