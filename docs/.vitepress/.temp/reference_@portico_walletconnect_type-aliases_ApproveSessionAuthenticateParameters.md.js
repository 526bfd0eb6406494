import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ApproveSessionAuthenticateParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/ApproveSessionAuthenticateParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/ApproveSessionAuthenticateParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/ApproveSessionAuthenticateParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / ApproveSessionAuthenticateParameters</p><h1 id="type-alias-approvesessionauthenticateparameters" tabindex="-1">Type Alias: ApproveSessionAuthenticateParameters <a class="header-anchor" href="#type-alias-approvesessionauthenticateparameters" aria-label="Permalink to &quot;Type Alias: ApproveSessionAuthenticateParameters&quot;">​</a></h1><blockquote><p><strong>ApproveSessionAuthenticateParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="auths" tabindex="-1">auths <a class="header-anchor" href="#auths" aria-label="Permalink to &quot;auths&quot;">​</a></h3><blockquote><p><strong>auths</strong>: <a href="./Cacao"><code>Cacao</code></a>[]</p></blockquote><p>One CACAO per signed chain, from <code>buildAuthObject</code>.</p><hr><h3 id="id" tabindex="-1">id <a class="header-anchor" href="#id" aria-label="Permalink to &quot;id&quot;">​</a></h3><blockquote><p><strong>id</strong>: <code>number</code></p></blockquote><p>The request id (from <code>session_authenticate</code>).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/ApproveSessionAuthenticateParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ApproveSessionAuthenticateParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ApproveSessionAuthenticateParameters as default
};
