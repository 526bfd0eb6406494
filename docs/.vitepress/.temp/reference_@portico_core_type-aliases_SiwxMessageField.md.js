import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SiwxMessageField","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SiwxMessageField.md","filePath":"reference/@portico/core/type-aliases/SiwxMessageField.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SiwxMessageField.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SiwxMessageField</p><h1 id="type-alias-siwxmessagefield" tabindex="-1">Type Alias: SiwxMessageField <a class="header-anchor" href="#type-alias-siwxmessagefield" aria-label="Permalink to &quot;Type Alias: SiwxMessageField&quot;">​</a></h1><blockquote><p><strong>SiwxMessageField</strong> = <code>&quot;message&quot;</code> | <code>&quot;domain&quot;</code> | <code>&quot;scheme&quot;</code> | <code>&quot;accountAddress&quot;</code> | <code>&quot;statement&quot;</code> | <code>&quot;uri&quot;</code> | <code>&quot;version&quot;</code> | <code>&quot;chainId&quot;</code> | <code>&quot;nonce&quot;</code> | <code>&quot;issuedAt&quot;</code> | <code>&quot;expirationTime&quot;</code> | <code>&quot;notBefore&quot;</code> | <code>&quot;requestId&quot;</code> | <code>&quot;resources&quot;</code></p></blockquote><p>The fields of a sign-in message, as named in <a href="./SiwxMessageData">SiwxMessageData</a> (plus the whole message).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SiwxMessageField.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SiwxMessageField = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SiwxMessageField as default
};
