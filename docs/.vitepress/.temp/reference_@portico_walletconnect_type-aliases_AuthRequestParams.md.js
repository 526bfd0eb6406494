import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AuthRequestParams","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/AuthRequestParams.md","filePath":"reference/@portico/walletconnect/type-aliases/AuthRequestParams.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/AuthRequestParams.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / AuthRequestParams</p><h1 id="type-alias-authrequestparams" tabindex="-1">Type Alias: AuthRequestParams <a class="header-anchor" href="#type-alias-authrequestparams" aria-label="Permalink to &quot;Type Alias: AuthRequestParams&quot;">​</a></h1><blockquote><p><strong>AuthRequestParams</strong> = <code>object</code></p></blockquote><p>The parameters of <code>wc_sessionAuthenticate</code>: a sign-in request (one-click auth).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="authpayload" tabindex="-1">authPayload <a class="header-anchor" href="#authpayload" aria-label="Permalink to &quot;authPayload&quot;">​</a></h3><blockquote><p><strong>authPayload</strong>: <a href="./AuthPayload"><code>AuthPayload</code></a></p></blockquote><hr><h3 id="expirytimestamp" tabindex="-1">expiryTimestamp <a class="header-anchor" href="#expirytimestamp" aria-label="Permalink to &quot;expiryTimestamp&quot;">​</a></h3><blockquote><p><strong>expiryTimestamp</strong>: <code>number</code></p></blockquote><p>Seconds since the epoch.</p><hr><h3 id="requester" tabindex="-1">requester <a class="header-anchor" href="#requester" aria-label="Permalink to &quot;requester&quot;">​</a></h3><blockquote><p><strong>requester</strong>: <a href="./Participant"><code>Participant</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/AuthRequestParams.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AuthRequestParams = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AuthRequestParams as default
};
