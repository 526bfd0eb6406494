import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: BalanceState","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/BalanceState.md","filePath":"reference/@portico/react/type-aliases/BalanceState.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/BalanceState.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / BalanceState</p><h1 id="type-alias-balancestate" tabindex="-1">Type Alias: BalanceState <a class="header-anchor" href="#type-alias-balancestate" aria-label="Permalink to &quot;Type Alias: BalanceState&quot;">​</a></h1><blockquote><p><strong>BalanceState</strong> = <code>object</code></p></blockquote><p>Native balance of the connected account on its current network, as read from the chain.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="caipaddress" tabindex="-1">caipAddress <a class="header-anchor" href="#caipaddress" aria-label="Permalink to &quot;caipAddress&quot;">​</a></h3><blockquote><p><strong>caipAddress</strong>: <code>string</code> | <code>undefined</code></p></blockquote><p><code>caipAddress</code> the value belongs to (a change of account or network refetches).</p><hr><h3 id="decimals" tabindex="-1">decimals <a class="header-anchor" href="#decimals" aria-label="Permalink to &quot;decimals&quot;">​</a></h3><blockquote><p><strong>decimals</strong>: <code>number</code></p></blockquote><hr><h3 id="status" tabindex="-1">status <a class="header-anchor" href="#status" aria-label="Permalink to &quot;status&quot;">​</a></h3><blockquote><p><strong>status</strong>: <code>&quot;idle&quot;</code> | <code>&quot;loading&quot;</code> | <code>&quot;success&quot;</code> | <code>&quot;error&quot;</code></p></blockquote><hr><h3 id="symbol" tabindex="-1">symbol <a class="header-anchor" href="#symbol" aria-label="Permalink to &quot;symbol&quot;">​</a></h3><blockquote><p><strong>symbol</strong>: <code>string</code> | <code>undefined</code></p></blockquote><hr><h3 id="value" tabindex="-1">value <a class="header-anchor" href="#value" aria-label="Permalink to &quot;value&quot;">​</a></h3><blockquote><p><strong>value</strong>: <code>bigint</code> | <code>undefined</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/BalanceState.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const BalanceState = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  BalanceState as default
};
