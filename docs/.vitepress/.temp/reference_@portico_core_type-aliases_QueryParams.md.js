import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: QueryParams","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/QueryParams.md","filePath":"reference/@portico/core/type-aliases/QueryParams.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/QueryParams.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / QueryParams</p><h1 id="type-alias-queryparams" tabindex="-1">Type Alias: QueryParams <a class="header-anchor" href="#type-alias-queryparams" aria-label="Permalink to &quot;Type Alias: QueryParams&quot;">​</a></h1><blockquote><p><strong>QueryParams</strong> = <code>Record</code>&lt;<code>string</code>, <a href="./QueryValue"><code>QueryValue</code></a>&gt;</p></blockquote><p>Query parameters of a request.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/QueryParams.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const QueryParams = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  QueryParams as default
};
