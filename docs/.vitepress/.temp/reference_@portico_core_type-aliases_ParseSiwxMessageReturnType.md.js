import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ParseSiwxMessageReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ParseSiwxMessageReturnType.md","filePath":"reference/@portico/core/type-aliases/ParseSiwxMessageReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ParseSiwxMessageReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ParseSiwxMessageReturnType</p><h1 id="type-alias-parsesiwxmessagereturntype" tabindex="-1">Type Alias: ParseSiwxMessageReturnType <a class="header-anchor" href="#type-alias-parsesiwxmessagereturntype" aria-label="Permalink to &quot;Type Alias: ParseSiwxMessageReturnType&quot;">​</a></h1><blockquote><p><strong>ParseSiwxMessageReturnType</strong> = <a href="./SiwxMessageData"><code>SiwxMessageData</code></a></p></blockquote><p>Result of <a href="./../functions/parseSiwxMessage">parseSiwxMessage</a>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ParseSiwxMessageReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ParseSiwxMessageReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ParseSiwxMessageReturnType as default
};
