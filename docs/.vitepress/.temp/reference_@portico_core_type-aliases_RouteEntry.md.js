import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RouteEntry","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/RouteEntry.md","filePath":"reference/@portico/core/type-aliases/RouteEntry.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/RouteEntry.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / RouteEntry</p><h1 id="type-alias-routeentry" tabindex="-1">Type Alias: RouteEntry <a class="header-anchor" href="#type-alias-routeentry" aria-label="Permalink to &quot;Type Alias: RouteEntry&quot;">​</a></h1><blockquote><p><strong>RouteEntry</strong> = <code>{ [view in View]: { data: ViewData[view]; view: view } }</code>[<a href="./View"><code>View</code></a>]</p></blockquote><p>One entry of the history: a view and its data.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/RouteEntry.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RouteEntry = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RouteEntry as default
};
