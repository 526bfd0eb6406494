import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AdapterConnector","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/AdapterConnector.md","filePath":"reference/@portico/core/type-aliases/AdapterConnector.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/AdapterConnector.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / AdapterConnector</p><h1 id="type-alias-adapterconnector" tabindex="-1">Type Alias: AdapterConnector <a class="header-anchor" href="#type-alias-adapterconnector" aria-label="Permalink to &quot;Type Alias: AdapterConnector&quot;">​</a></h1><blockquote><p><strong>AdapterConnector</strong> = <code>object</code></p></blockquote><p>A wallet the adapter can connect to (SPEC §3 &quot;Connector&quot;).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="chainnamespace" tabindex="-1">chainNamespace <a class="header-anchor" href="#chainnamespace" aria-label="Permalink to &quot;chainNamespace&quot;">​</a></h3><blockquote><p><strong>chainNamespace</strong>: <a href="./ChainNamespace"><code>ChainNamespace</code></a></p></blockquote><hr><h3 id="id" tabindex="-1">id <a class="header-anchor" href="#id" aria-label="Permalink to &quot;id&quot;">​</a></h3><blockquote><p><strong>id</strong>: <code>string</code></p></blockquote><p>Stable id; for an EIP-6963 wallet its rdns.</p><hr><h3 id="imageurl" tabindex="-1">imageUrl? <a class="header-anchor" href="#imageurl" aria-label="Permalink to &quot;imageUrl?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>imageUrl?</strong>: <code>string</code></p></blockquote><p>Icon as the wallet announced it (a data URI for EIP-6963).</p><hr><h3 id="name" tabindex="-1">name <a class="header-anchor" href="#name" aria-label="Permalink to &quot;name&quot;">​</a></h3><blockquote><p><strong>name</strong>: <code>string</code></p></blockquote><hr><h3 id="rdns" tabindex="-1">rdns? <a class="header-anchor" href="#rdns" aria-label="Permalink to &quot;rdns?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>rdns?</strong>: <code>string</code></p></blockquote><p>Reverse-DNS id announced by the wallet, when it has one.</p><hr><h3 id="type" tabindex="-1">type <a class="header-anchor" href="#type" aria-label="Permalink to &quot;type&quot;">​</a></h3><blockquote><p><strong>type</strong>: <code>&quot;ANNOUNCED&quot;</code> | <code>&quot;INJECTED&quot;</code> | <code>&quot;WALLET_CONNECT&quot;</code> | <code>&quot;AUTH&quot;</code> | <code>&quot;EXTERNAL&quot;</code></p></blockquote><p><code>ANNOUNCED</code> for EIP-6963 / Wallet Standard wallets, <code>INJECTED</code> for a bare injected provider.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/AdapterConnector.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AdapterConnector = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AdapterConnector as default
};
