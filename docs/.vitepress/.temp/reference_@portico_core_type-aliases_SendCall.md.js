import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SendCall","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SendCall.md","filePath":"reference/@portico/core/type-aliases/SendCall.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SendCall.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SendCall</p><h1 id="type-alias-sendcall" tabindex="-1">Type Alias: SendCall <a class="header-anchor" href="#type-alias-sendcall" aria-label="Permalink to &quot;Type Alias: SendCall&quot;">​</a></h1><blockquote><p><strong>SendCall</strong> = <code>object</code></p></blockquote><p>One call of a <code>wallet_sendCalls</code> request (EIP-5792), as validated.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="data" tabindex="-1">data? <a class="header-anchor" href="#data" aria-label="Permalink to &quot;data?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>data?</strong>: <code>\`0x\${string}\`</code></p></blockquote><hr><h3 id="to" tabindex="-1">to <a class="header-anchor" href="#to" aria-label="Permalink to &quot;to&quot;">​</a></h3><blockquote><p><strong>to</strong>: <code>\`0x\${string}\`</code></p></blockquote><hr><h3 id="value" tabindex="-1">value? <a class="header-anchor" href="#value" aria-label="Permalink to &quot;value?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>value?</strong>: <code>unknown</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SendCall.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SendCall = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SendCall as default
};
