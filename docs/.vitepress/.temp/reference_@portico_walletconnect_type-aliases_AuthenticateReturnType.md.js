import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AuthenticateReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/AuthenticateReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/AuthenticateReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/AuthenticateReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / AuthenticateReturnType</p><h1 id="type-alias-authenticatereturntype" tabindex="-1">Type Alias: AuthenticateReturnType <a class="header-anchor" href="#type-alias-authenticatereturntype" aria-label="Permalink to &quot;Type Alias: AuthenticateReturnType&quot;">​</a></h1><blockquote><p><strong>AuthenticateReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="pairingtopic" tabindex="-1">pairingTopic <a class="header-anchor" href="#pairingtopic" aria-label="Permalink to &quot;pairingTopic&quot;">​</a></h3><blockquote><p><strong>pairingTopic</strong>: <code>string</code></p></blockquote><hr><h3 id="uri" tabindex="-1">uri <a class="header-anchor" href="#uri" aria-label="Permalink to &quot;uri&quot;">​</a></h3><blockquote><p><strong>uri</strong>: <code>string</code> | <code>undefined</code></p></blockquote><p>The <code>wc:</code> URI (its <code>methods</code> lists <code>wc_sessionAuthenticate</code>); undefined for a reused pairing.</p><h2 id="methods" tabindex="-1">Methods <a class="header-anchor" href="#methods" aria-label="Permalink to &quot;Methods&quot;">​</a></h2><h3 id="response" tabindex="-1">response() <a class="header-anchor" href="#response" aria-label="Permalink to &quot;response()&quot;">​</a></h3><blockquote><p><strong>response</strong>(): <code>Promise</code>&lt;<a href="./AuthenticateResult"><code>AuthenticateResult</code></a>&gt;</p></blockquote><p>Resolves once the wallet signed in (or connected through the fallback proposal).</p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>Promise</code>&lt;<a href="./AuthenticateResult"><code>AuthenticateResult</code></a>&gt;</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/AuthenticateReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AuthenticateReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AuthenticateReturnType as default
};
