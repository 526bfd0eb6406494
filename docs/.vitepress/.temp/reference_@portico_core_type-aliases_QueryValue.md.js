import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: QueryValue","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/QueryValue.md","filePath":"reference/@portico/core/type-aliases/QueryValue.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/QueryValue.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / QueryValue</p><h1 id="type-alias-queryvalue" tabindex="-1">Type Alias: QueryValue <a class="header-anchor" href="#type-alias-queryvalue" aria-label="Permalink to &quot;Type Alias: QueryValue&quot;">​</a></h1><blockquote><p><strong>QueryValue</strong> = <code>string</code> | <code>number</code> | <code>boolean</code> | <code>undefined</code> | <code>null</code> | readonly <code>string</code>[]</p></blockquote><p>A query parameter value; <code>undefined</code> is left out, arrays are joined with commas.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/QueryValue.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const QueryValue = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  QueryValue as default
};
