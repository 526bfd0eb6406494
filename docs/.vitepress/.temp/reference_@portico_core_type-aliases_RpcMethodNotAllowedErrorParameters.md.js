import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RpcMethodNotAllowedErrorParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/RpcMethodNotAllowedErrorParameters.md","filePath":"reference/@portico/core/type-aliases/RpcMethodNotAllowedErrorParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/RpcMethodNotAllowedErrorParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / RpcMethodNotAllowedErrorParameters</p><h1 id="type-alias-rpcmethodnotallowederrorparameters" tabindex="-1">Type Alias: RpcMethodNotAllowedErrorParameters <a class="header-anchor" href="#type-alias-rpcmethodnotallowederrorparameters" aria-label="Permalink to &quot;Type Alias: RpcMethodNotAllowedErrorParameters&quot;">​</a></h1><blockquote><p><strong>RpcMethodNotAllowedErrorParameters</strong> = <code>ErrorParameters</code> &amp; <code>object</code></p></blockquote><p>Parameters of <a href="./../classes/RpcMethodNotAllowedError">RpcMethodNotAllowedError</a>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="method" tabindex="-1">method <a class="header-anchor" href="#method" aria-label="Permalink to &quot;method&quot;">​</a></h3><blockquote><p><strong>method</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/RpcMethodNotAllowedErrorParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RpcMethodNotAllowedErrorParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RpcMethodNotAllowedErrorParameters as default
};
