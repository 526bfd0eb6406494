import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: HashMessageReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/HashMessageReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/HashMessageReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/HashMessageReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / HashMessageReturnType</p><h1 id="type-alias-hashmessagereturntype" tabindex="-1">Type Alias: HashMessageReturnType <a class="header-anchor" href="#type-alias-hashmessagereturntype" aria-label="Permalink to &quot;Type Alias: HashMessageReturnType&quot;">​</a></h1><blockquote><p><strong>HashMessageReturnType</strong> = <code>string</code></p></blockquote><p>The sha256 of a message&#39;s UTF-8 bytes, as 64 hex characters.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/HashMessageReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HashMessageReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HashMessageReturnType as default
};
