import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ViewArguments","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ViewArguments.md","filePath":"reference/@portico/core/type-aliases/ViewArguments.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ViewArguments.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ViewArguments</p><h1 id="type-alias-viewarguments" tabindex="-1">Type Alias: ViewArguments <a class="header-anchor" href="#type-alias-viewarguments" aria-label="Permalink to &quot;Type Alias: ViewArguments&quot;">​</a></h1><blockquote><p><strong>ViewArguments</strong> = <code>{ [view in View]: ViewData[view] extends undefined ? [view: view, data?: undefined] : [view: view, data: ViewData[view]] }</code>[<a href="./View"><code>View</code></a>]</p></blockquote><p>The arguments of <code>push</code>/<code>replace</code>/<code>reset</code>/<code>open</code>: the view, then its data when it has any.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ViewArguments.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ViewArguments = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ViewArguments as default
};
