import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: VerifyRelayJwtReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/VerifyRelayJwtReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/VerifyRelayJwtReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/VerifyRelayJwtReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / VerifyRelayJwtReturnType</p><h1 id="type-alias-verifyrelayjwtreturntype" tabindex="-1">Type Alias: VerifyRelayJwtReturnType <a class="header-anchor" href="#type-alias-verifyrelayjwtreturntype" aria-label="Permalink to &quot;Type Alias: VerifyRelayJwtReturnType&quot;">​</a></h1><blockquote><p><strong>VerifyRelayJwtReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="clientid" tabindex="-1">clientId <a class="header-anchor" href="#clientid" aria-label="Permalink to &quot;clientId&quot;">​</a></h3><blockquote><p><strong>clientId</strong>: <a href="./DidKey"><code>DidKey</code></a></p></blockquote><p>The client&#39;s id: the token issuer&#39;s <code>did:key</code>.</p><hr><h3 id="payload" tabindex="-1">payload <a class="header-anchor" href="#payload" aria-label="Permalink to &quot;payload&quot;">​</a></h3><blockquote><p><strong>payload</strong>: <a href="./RelayJwtPayload"><code>RelayJwtPayload</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/VerifyRelayJwtReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const VerifyRelayJwtReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  VerifyRelayJwtReturnType as default
};
