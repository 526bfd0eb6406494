import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetSupportedChainsReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetSupportedChainsReturnType.md","filePath":"reference/@portico/core/type-aliases/GetSupportedChainsReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetSupportedChainsReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetSupportedChainsReturnType</p><h1 id="type-alias-getsupportedchainsreturntype" tabindex="-1">Type Alias: GetSupportedChainsReturnType <a class="header-anchor" href="#type-alias-getsupportedchainsreturntype" aria-label="Permalink to &quot;Type Alias: GetSupportedChainsReturnType&quot;">​</a></h1><blockquote><p><strong>GetSupportedChainsReturnType</strong> = <code>object</code></p></blockquote><p>CAIP-2 ids the server serves over HTTP and WebSocket.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="http" tabindex="-1">http <a class="header-anchor" href="#http" aria-label="Permalink to &quot;http&quot;">​</a></h3><blockquote><p><strong>http</strong>: <code>string</code>[]</p></blockquote><hr><h3 id="ws" tabindex="-1">ws <a class="header-anchor" href="#ws" aria-label="Permalink to &quot;ws&quot;">​</a></h3><blockquote><p><strong>ws</strong>: <code>string</code>[]</p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetSupportedChainsReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetSupportedChainsReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetSupportedChainsReturnType as default
};
