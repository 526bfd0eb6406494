import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatAuthMessageReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/FormatAuthMessageReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/FormatAuthMessageReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/FormatAuthMessageReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / FormatAuthMessageReturnType</p><h1 id="type-alias-formatauthmessagereturntype" tabindex="-1">Type Alias: FormatAuthMessageReturnType <a class="header-anchor" href="#type-alias-formatauthmessagereturntype" aria-label="Permalink to &quot;Type Alias: FormatAuthMessageReturnType&quot;">​</a></h1><blockquote><p><strong>FormatAuthMessageReturnType</strong> = <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/FormatAuthMessageReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatAuthMessageReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatAuthMessageReturnType as default
};
