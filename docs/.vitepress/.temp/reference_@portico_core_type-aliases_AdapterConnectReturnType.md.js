import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AdapterConnectReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/AdapterConnectReturnType.md","filePath":"reference/@portico/core/type-aliases/AdapterConnectReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/AdapterConnectReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / AdapterConnectReturnType</p><h1 id="type-alias-adapterconnectreturntype" tabindex="-1">Type Alias: AdapterConnectReturnType <a class="header-anchor" href="#type-alias-adapterconnectreturntype" aria-label="Permalink to &quot;Type Alias: AdapterConnectReturnType&quot;">​</a></h1><blockquote><p><strong>AdapterConnectReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="address" tabindex="-1">address <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address&quot;">​</a></h3><blockquote><p><strong>address</strong>: <code>string</code></p></blockquote><hr><h3 id="authentication" tabindex="-1">authentication? <a class="header-anchor" href="#authentication" aria-label="Permalink to &quot;authentication?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>authentication?</strong>: <a href="./AdapterAuthentication"><code>AdapterAuthentication</code></a></p></blockquote><p>Present when the wallet signed the sign-in of <code>authenticate</code>.</p><hr><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <code>number</code> | <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/AdapterConnectReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AdapterConnectReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AdapterConnectReturnType as default
};
