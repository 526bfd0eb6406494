import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SolanaSafeRpcMethod","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SolanaSafeRpcMethod.md","filePath":"reference/@portico/core/type-aliases/SolanaSafeRpcMethod.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SolanaSafeRpcMethod.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SolanaSafeRpcMethod</p><h1 id="type-alias-solanasaferpcmethod" tabindex="-1">Type Alias: SolanaSafeRpcMethod <a class="header-anchor" href="#type-alias-solanasaferpcmethod" aria-label="Permalink to &quot;Type Alias: SolanaSafeRpcMethod&quot;">​</a></h1><blockquote><p><strong>SolanaSafeRpcMethod</strong> = <em>typeof</em> <a href="./../variables/solanaSafeRpcMethods"><code>solanaSafeRpcMethods</code></a>[<code>number</code>]</p></blockquote><p>A method of <a href="./../variables/solanaSafeRpcMethods">solanaSafeRpcMethods</a>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SolanaSafeRpcMethod.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SolanaSafeRpcMethod = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SolanaSafeRpcMethod as default
};
