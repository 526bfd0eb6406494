import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SessionRequestParams","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/SessionRequestParams.md","filePath":"reference/@portico/walletconnect/type-aliases/SessionRequestParams.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/SessionRequestParams.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / SessionRequestParams</p><h1 id="type-alias-sessionrequestparams" tabindex="-1">Type Alias: SessionRequestParams <a class="header-anchor" href="#type-alias-sessionrequestparams" aria-label="Permalink to &quot;Type Alias: SessionRequestParams&quot;">​</a></h1><blockquote><p><strong>SessionRequestParams</strong> = <code>object</code></p></blockquote><p>A request the dapp sends inside a session.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <code>string</code></p></blockquote><hr><h3 id="request" tabindex="-1">request <a class="header-anchor" href="#request" aria-label="Permalink to &quot;request&quot;">​</a></h3><blockquote><p><strong>request</strong>: <code>object</code></p></blockquote><h4 id="expirytimestamp" tabindex="-1">expiryTimestamp? <a class="header-anchor" href="#expirytimestamp" aria-label="Permalink to &quot;expiryTimestamp?&quot;">​</a></h4><blockquote><p><code>optional</code> <strong>expiryTimestamp?</strong>: <code>number</code></p></blockquote><h4 id="method" tabindex="-1">method <a class="header-anchor" href="#method" aria-label="Permalink to &quot;method&quot;">​</a></h4><blockquote><p><strong>method</strong>: <code>string</code></p></blockquote><h4 id="params" tabindex="-1">params <a class="header-anchor" href="#params" aria-label="Permalink to &quot;params&quot;">​</a></h4><blockquote><p><strong>params</strong>: <code>unknown</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/SessionRequestParams.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SessionRequestParams = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SessionRequestParams as default
};
