import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ApproveSessionAuthenticateReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/ApproveSessionAuthenticateReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/ApproveSessionAuthenticateReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/ApproveSessionAuthenticateReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / ApproveSessionAuthenticateReturnType</p><h1 id="type-alias-approvesessionauthenticatereturntype" tabindex="-1">Type Alias: ApproveSessionAuthenticateReturnType <a class="header-anchor" href="#type-alias-approvesessionauthenticatereturntype" aria-label="Permalink to &quot;Type Alias: ApproveSessionAuthenticateReturnType&quot;">​</a></h1><blockquote><p><strong>ApproveSessionAuthenticateReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="session" tabindex="-1">session <a class="header-anchor" href="#session" aria-label="Permalink to &quot;session&quot;">​</a></h3><blockquote><p><strong>session</strong>: <a href="./Session"><code>Session</code></a> | <code>undefined</code></p></blockquote><p>The session both sides derive; undefined when the CACAOs grant no method (no ReCap).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/ApproveSessionAuthenticateReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ApproveSessionAuthenticateReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ApproveSessionAuthenticateReturnType as default
};
