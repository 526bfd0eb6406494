import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: UsePorticoAccountReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/UsePorticoAccountReturnType.md","filePath":"reference/@portico/react/type-aliases/UsePorticoAccountReturnType.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/UsePorticoAccountReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / UsePorticoAccountReturnType</p><h1 id="type-alias-useporticoaccountreturntype" tabindex="-1">Type Alias: UsePorticoAccountReturnType <a class="header-anchor" href="#type-alias-useporticoaccountreturntype" aria-label="Permalink to &quot;Type Alias: UsePorticoAccountReturnType&quot;">​</a></h1><blockquote><p><strong>UsePorticoAccountReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="address" tabindex="-1">address <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address&quot;">​</a></h3><blockquote><p><strong>address</strong>: <code>string</code> | <code>undefined</code></p></blockquote><hr><h3 id="caipaddress" tabindex="-1">caipAddress <a class="header-anchor" href="#caipaddress" aria-label="Permalink to &quot;caipAddress&quot;">​</a></h3><blockquote><p><strong>caipAddress</strong>: <a href="./../../core/type-aliases/AdapterAccount"><code>AdapterAccount</code></a>[<code>&quot;caipAddress&quot;</code>]</p></blockquote><p><code>namespace:chainId:address</code>.</p><hr><h3 id="isconnected" tabindex="-1">isConnected <a class="header-anchor" href="#isconnected" aria-label="Permalink to &quot;isConnected&quot;">​</a></h3><blockquote><p><strong>isConnected</strong>: <code>boolean</code></p></blockquote><hr><h3 id="status" tabindex="-1">status <a class="header-anchor" href="#status" aria-label="Permalink to &quot;status&quot;">​</a></h3><blockquote><p><strong>status</strong>: <a href="./../../core/type-aliases/AdapterAccount"><code>AdapterAccount</code></a>[<code>&quot;status&quot;</code>]</p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/UsePorticoAccountReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const UsePorticoAccountReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  UsePorticoAccountReturnType as default
};
