import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetBalancesParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetBalancesParameters.md","filePath":"reference/@portico/core/type-aliases/GetBalancesParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetBalancesParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetBalancesParameters</p><h1 id="type-alias-getbalancesparameters" tabindex="-1">Type Alias: GetBalancesParameters <a class="header-anchor" href="#type-alias-getbalancesparameters" aria-label="Permalink to &quot;Type Alias: GetBalancesParameters&quot;">​</a></h1><blockquote><p><strong>GetBalancesParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/getBalances">getBalances</a> (SPEC §7).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="address" tabindex="-1">address <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address&quot;">​</a></h3><blockquote><p><strong>address</strong>: <code>string</code></p></blockquote><p>The account&#39;s address (without the CAIP prefix).</p><hr><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <code>string</code></p></blockquote><p>CAIP-2 id of the network, e.g. <code>eip155:31337</code>.</p><hr><h3 id="currency" tabindex="-1">currency? <a class="header-anchor" href="#currency" aria-label="Permalink to &quot;currency?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>currency?</strong>: <code>string</code></p></blockquote><p>Default <code>usd</code>.</p><hr><h3 id="forceupdate" tabindex="-1">forceUpdate? <a class="header-anchor" href="#forceupdate" aria-label="Permalink to &quot;forceUpdate?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>forceUpdate?</strong>: <code>boolean</code></p></blockquote><p>Bypass the server&#39;s 30 s cache.</p><hr><h3 id="signal" tabindex="-1">signal? <a class="header-anchor" href="#signal" aria-label="Permalink to &quot;signal?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>signal?</strong>: <code>AbortSignal</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetBalancesParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetBalancesParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetBalancesParameters as default
};
