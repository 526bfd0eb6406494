import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FetchTransactionsParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FetchTransactionsParameters.md","filePath":"reference/@portico/core/type-aliases/FetchTransactionsParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FetchTransactionsParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FetchTransactionsParameters</p><h1 id="type-alias-fetchtransactionsparameters" tabindex="-1">Type Alias: FetchTransactionsParameters <a class="header-anchor" href="#type-alias-fetchtransactionsparameters" aria-label="Permalink to &quot;Type Alias: FetchTransactionsParameters&quot;">​</a></h1><blockquote><p><strong>FetchTransactionsParameters</strong> = <code>object</code></p></blockquote><p>Which account and network to read.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="account" tabindex="-1">account <a class="header-anchor" href="#account" aria-label="Permalink to &quot;account&quot;">​</a></h3><blockquote><p><strong>account</strong>: <code>string</code> | <code>undefined</code></p></blockquote><p>CAIP-10 account, e.g. <code>eip155:31337:0xf39F…2266</code>.</p><hr><h3 id="chainid" tabindex="-1">chainId? <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>chainId?</strong>: <code>string</code></p></blockquote><p>CAIP-2 network id; the account&#39;s own network by default.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FetchTransactionsParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FetchTransactionsParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FetchTransactionsParameters as default
};
