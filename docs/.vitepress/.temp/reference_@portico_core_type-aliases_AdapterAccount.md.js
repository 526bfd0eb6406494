import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AdapterAccount","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/AdapterAccount.md","filePath":"reference/@portico/core/type-aliases/AdapterAccount.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/AdapterAccount.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / AdapterAccount</p><h1 id="type-alias-adapteraccount" tabindex="-1">Type Alias: AdapterAccount <a class="header-anchor" href="#type-alias-adapteraccount" aria-label="Permalink to &quot;Type Alias: AdapterAccount&quot;">​</a></h1><blockquote><p><strong>AdapterAccount</strong> = <code>object</code></p></blockquote><p>The account as the adapter&#39;s client library reports it; read, never mirrored.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="address" tabindex="-1">address <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address&quot;">​</a></h3><blockquote><p><strong>address</strong>: <code>string</code> | <code>undefined</code></p></blockquote><hr><h3 id="caipaddress" tabindex="-1">caipAddress <a class="header-anchor" href="#caipaddress" aria-label="Permalink to &quot;caipAddress&quot;">​</a></h3><blockquote><p><strong>caipAddress</strong>: <code>\`\${string}:\${string}:\${string}\`</code> | <code>undefined</code></p></blockquote><p><code>namespace:chainId:address</code> when connected.</p><hr><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <code>number</code> | <code>string</code> | <code>undefined</code></p></blockquote><p>Chain id the wallet is on (may be a chain the app did not request).</p><hr><h3 id="connectorid" tabindex="-1">connectorId <a class="header-anchor" href="#connectorid" aria-label="Permalink to &quot;connectorId&quot;">​</a></h3><blockquote><p><strong>connectorId</strong>: <code>string</code> | <code>undefined</code></p></blockquote><p>Id of the connector in use.</p><hr><h3 id="status" tabindex="-1">status <a class="header-anchor" href="#status" aria-label="Permalink to &quot;status&quot;">​</a></h3><blockquote><p><strong>status</strong>: <code>&quot;disconnected&quot;</code> | <code>&quot;connecting&quot;</code> | <code>&quot;reconnecting&quot;</code> | <code>&quot;connected&quot;</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/AdapterAccount.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AdapterAccount = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AdapterAccount as default
};
