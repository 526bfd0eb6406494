import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RequestParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/RequestParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/RequestParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/RequestParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / RequestParameters</p><h1 id="type-alias-requestparameters" tabindex="-1">Type Alias: RequestParameters <a class="header-anchor" href="#type-alias-requestparameters" aria-label="Permalink to &quot;Type Alias: RequestParameters&quot;">​</a></h1><blockquote><p><strong>RequestParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <code>string</code></p></blockquote><p>CAIP-2 chain id, e.g. <code>eip155:1</code>.</p><hr><h3 id="expiry" tabindex="-1">expiry? <a class="header-anchor" href="#expiry" aria-label="Permalink to &quot;expiry?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>expiry?</strong>: <code>number</code></p></blockquote><p>Seconds to wait for the wallet (default 300, the request&#39;s ttl).</p><hr><h3 id="request" tabindex="-1">request <a class="header-anchor" href="#request" aria-label="Permalink to &quot;request&quot;">​</a></h3><blockquote><p><strong>request</strong>: <code>object</code></p></blockquote><h4 id="method" tabindex="-1">method <a class="header-anchor" href="#method" aria-label="Permalink to &quot;method&quot;">​</a></h4><blockquote><p><strong>method</strong>: <code>string</code></p></blockquote><h4 id="params" tabindex="-1">params <a class="header-anchor" href="#params" aria-label="Permalink to &quot;params&quot;">​</a></h4><blockquote><p><strong>params</strong>: <code>unknown</code></p></blockquote><hr><h3 id="topic" tabindex="-1">topic <a class="header-anchor" href="#topic" aria-label="Permalink to &quot;topic&quot;">​</a></h3><blockquote><p><strong>topic</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/RequestParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RequestParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RequestParameters as default
};
