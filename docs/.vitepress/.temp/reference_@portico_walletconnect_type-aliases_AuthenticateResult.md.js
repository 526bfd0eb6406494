import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AuthenticateResult","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/AuthenticateResult.md","filePath":"reference/@portico/walletconnect/type-aliases/AuthenticateResult.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/AuthenticateResult.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / AuthenticateResult</p><h1 id="type-alias-authenticateresult" tabindex="-1">Type Alias: AuthenticateResult <a class="header-anchor" href="#type-alias-authenticateresult" aria-label="Permalink to &quot;Type Alias: AuthenticateResult&quot;">​</a></h1><blockquote><p><strong>AuthenticateResult</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="auths" tabindex="-1">auths? <a class="header-anchor" href="#auths" aria-label="Permalink to &quot;auths?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>auths?</strong>: <a href="./Cacao"><code>Cacao</code></a>[]</p></blockquote><p>The signed CACAOs; undefined when the wallet answered the fallback proposal instead.</p><hr><h3 id="session" tabindex="-1">session <a class="header-anchor" href="#session" aria-label="Permalink to &quot;session&quot;">​</a></h3><blockquote><p><strong>session</strong>: <a href="./Session"><code>Session</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/AuthenticateResult.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AuthenticateResult = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AuthenticateResult as default
};
