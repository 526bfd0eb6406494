import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ValidateSendReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ValidateSendReturnType.md","filePath":"reference/@portico/core/type-aliases/ValidateSendReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ValidateSendReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ValidateSendReturnType</p><h1 id="type-alias-validatesendreturntype" tabindex="-1">Type Alias: ValidateSendReturnType <a class="header-anchor" href="#type-alias-validatesendreturntype" aria-label="Permalink to &quot;Type Alias: ValidateSendReturnType&quot;">​</a></h1><blockquote><p><strong>ValidateSendReturnType</strong> = <code>object</code></p></blockquote><p>Result of <a href="./../functions/validateSend">validateSend</a>: what to send, exactly.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="namespace" tabindex="-1">namespace <a class="header-anchor" href="#namespace" aria-label="Permalink to &quot;namespace&quot;">​</a></h3><blockquote><p><strong>namespace</strong>: <code>&quot;eip155&quot;</code> | <code>&quot;solana&quot;</code></p></blockquote><hr><h3 id="receiveraddress" tabindex="-1">receiverAddress <a class="header-anchor" href="#receiveraddress" aria-label="Permalink to &quot;receiverAddress&quot;">​</a></h3><blockquote><p><strong>receiverAddress</strong>: <code>string</code></p></blockquote><p>The receiver, normalised (EIP-55 checksum for eip155).</p><hr><h3 id="value" tabindex="-1">value <a class="header-anchor" href="#value" aria-label="Permalink to &quot;value&quot;">​</a></h3><blockquote><p><strong>value</strong>: <code>bigint</code></p></blockquote><p>The amount in the token&#39;s smallest unit.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ValidateSendReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ValidateSendReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ValidateSendReturnType as default
};
