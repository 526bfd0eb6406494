import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ViewWithoutData","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ViewWithoutData.md","filePath":"reference/@portico/core/type-aliases/ViewWithoutData.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ViewWithoutData.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ViewWithoutData</p><h1 id="type-alias-viewwithoutdata" tabindex="-1">Type Alias: ViewWithoutData <a class="header-anchor" href="#type-alias-viewwithoutdata" aria-label="Permalink to &quot;Type Alias: ViewWithoutData&quot;">​</a></h1><blockquote><p><strong>ViewWithoutData</strong> = <code>{ [view in View]: ViewData[view] extends undefined ? view : never }</code>[<a href="./View"><code>View</code></a>]</p></blockquote><p>A view that needs no data.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ViewWithoutData.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ViewWithoutData = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ViewWithoutData as default
};
