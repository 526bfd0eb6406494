import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: JsonRpcError","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/JsonRpcError.md","filePath":"reference/@portico/walletconnect/type-aliases/JsonRpcError.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/JsonRpcError.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / JsonRpcError</p><h1 id="type-alias-jsonrpcerror" tabindex="-1">Type Alias: JsonRpcError <a class="header-anchor" href="#type-alias-jsonrpcerror" aria-label="Permalink to &quot;Type Alias: JsonRpcError&quot;">​</a></h1><blockquote><p><strong>JsonRpcError</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="code" tabindex="-1">code <a class="header-anchor" href="#code" aria-label="Permalink to &quot;code&quot;">​</a></h3><blockquote><p><strong>code</strong>: <code>number</code></p></blockquote><hr><h3 id="data" tabindex="-1">data? <a class="header-anchor" href="#data" aria-label="Permalink to &quot;data?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>data?</strong>: <code>unknown</code></p></blockquote><hr><h3 id="message" tabindex="-1">message <a class="header-anchor" href="#message" aria-label="Permalink to &quot;message&quot;">​</a></h3><blockquote><p><strong>message</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/JsonRpcError.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const JsonRpcError = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  JsonRpcError as default
};
