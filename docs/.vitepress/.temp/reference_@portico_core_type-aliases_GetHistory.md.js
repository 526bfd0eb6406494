import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetHistory","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetHistory.md","filePath":"reference/@portico/core/type-aliases/GetHistory.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetHistory.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetHistory</p><h1 id="type-alias-gethistory" tabindex="-1">Type Alias: GetHistory <a class="header-anchor" href="#type-alias-gethistory" aria-label="Permalink to &quot;Type Alias: GetHistory&quot;">​</a></h1><blockquote><p><strong>GetHistory</strong> = (<code>parameters</code>) =&gt; <code>Promise</code>&lt;<a href="./GetTransactionHistoryReturnType"><code>GetTransactionHistoryReturnType</code></a>&gt;</p></blockquote><p>Reads one page of history; <code>getTransactionHistory</code> bound to a server in the kit.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="parameters-1" tabindex="-1">parameters <a class="header-anchor" href="#parameters-1" aria-label="Permalink to &quot;parameters&quot;">​</a></h3><h4 id="account" tabindex="-1">account <a class="header-anchor" href="#account" aria-label="Permalink to &quot;account&quot;">​</a></h4><p><code>string</code></p><p>CAIP-10 account.</p><h4 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h4><p><code>string</code></p><p>CAIP-2 network id.</p><h4 id="cursor" tabindex="-1">cursor? <a class="header-anchor" href="#cursor" aria-label="Permalink to &quot;cursor?&quot;">​</a></h4><p><code>string</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>Promise</code>&lt;<a href="./GetTransactionHistoryReturnType"><code>GetTransactionHistoryReturnType</code></a>&gt;</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetHistory.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetHistory = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetHistory as default
};
