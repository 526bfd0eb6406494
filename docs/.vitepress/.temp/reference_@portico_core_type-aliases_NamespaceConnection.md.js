import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: NamespaceConnection","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/NamespaceConnection.md","filePath":"reference/@portico/core/type-aliases/NamespaceConnection.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/NamespaceConnection.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / NamespaceConnection</p><h1 id="type-alias-namespaceconnection" tabindex="-1">Type Alias: NamespaceConnection <a class="header-anchor" href="#type-alias-namespaceconnection" aria-label="Permalink to &quot;Type Alias: NamespaceConnection&quot;">​</a></h1><blockquote><p><strong>NamespaceConnection</strong> = <code>object</code></p></blockquote><p>One namespace&#39;s connection.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="address" tabindex="-1">address? <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>address?</strong>: <code>string</code></p></blockquote><hr><h3 id="caipaddress" tabindex="-1">caipAddress? <a class="header-anchor" href="#caipaddress" aria-label="Permalink to &quot;caipAddress?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>caipAddress?</strong>: <code>string</code></p></blockquote><p><code>namespace:chainId:address</code>.</p><hr><h3 id="connectorid" tabindex="-1">connectorId? <a class="header-anchor" href="#connectorid" aria-label="Permalink to &quot;connectorId?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>connectorId?</strong>: <code>string</code></p></blockquote><hr><h3 id="status" tabindex="-1">status <a class="header-anchor" href="#status" aria-label="Permalink to &quot;status&quot;">​</a></h3><blockquote><p><strong>status</strong>: <a href="./ConnectionStatus"><code>ConnectionStatus</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/NamespaceConnection.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const NamespaceConnection = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  NamespaceConnection as default
};
