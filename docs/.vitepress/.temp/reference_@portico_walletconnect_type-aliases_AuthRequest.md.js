import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AuthRequest","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/AuthRequest.md","filePath":"reference/@portico/walletconnect/type-aliases/AuthRequest.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/AuthRequest.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / AuthRequest</p><h1 id="type-alias-authrequest" tabindex="-1">Type Alias: AuthRequest <a class="header-anchor" href="#type-alias-authrequest" aria-label="Permalink to &quot;Type Alias: AuthRequest&quot;">​</a></h1><blockquote><p><strong>AuthRequest</strong> = <code>object</code></p></blockquote><p>A sign-in request as the wallet receives it (<code>id</code> is the JSON-RPC id, <code>topic</code> the pairing).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="id" tabindex="-1">id <a class="header-anchor" href="#id" aria-label="Permalink to &quot;id&quot;">​</a></h3><blockquote><p><strong>id</strong>: <code>number</code></p></blockquote><hr><h3 id="params" tabindex="-1">params <a class="header-anchor" href="#params" aria-label="Permalink to &quot;params&quot;">​</a></h3><blockquote><p><strong>params</strong>: <a href="./AuthRequestParams"><code>AuthRequestParams</code></a></p></blockquote><hr><h3 id="topic" tabindex="-1">topic <a class="header-anchor" href="#topic" aria-label="Permalink to &quot;topic&quot;">​</a></h3><blockquote><p><strong>topic</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/AuthRequest.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AuthRequest = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AuthRequest as default
};
