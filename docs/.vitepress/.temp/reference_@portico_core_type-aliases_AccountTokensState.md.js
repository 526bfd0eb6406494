import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AccountTokensState","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/AccountTokensState.md","filePath":"reference/@portico/core/type-aliases/AccountTokensState.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/AccountTokensState.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / AccountTokensState</p><h1 id="type-alias-accounttokensstate" tabindex="-1">Type Alias: AccountTokensState <a class="header-anchor" href="#type-alias-accounttokensstate" aria-label="Permalink to &quot;Type Alias: AccountTokensState&quot;">​</a></h1><blockquote><p><strong>AccountTokensState</strong> = <code>object</code></p></blockquote><p>The connected account&#39;s tokens, as the Account view shows them.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="balances" tabindex="-1">balances <a class="header-anchor" href="#balances" aria-label="Permalink to &quot;balances&quot;">​</a></h3><blockquote><p><strong>balances</strong>: <a href="./TokenBalance"><code>TokenBalance</code></a>[]</p></blockquote><p>Tokens with decimals <code>&#39;0&#39;</code> dropped (SPEC §5).</p><hr><h3 id="caipaddress" tabindex="-1">caipAddress <a class="header-anchor" href="#caipaddress" aria-label="Permalink to &quot;caipAddress&quot;">​</a></h3><blockquote><p><strong>caipAddress</strong>: <code>string</code> | <code>undefined</code></p></blockquote><p>The CAIP-10 account the state belongs to.</p><hr><h3 id="identity" tabindex="-1">identity <a class="header-anchor" href="#identity" aria-label="Permalink to &quot;identity&quot;">​</a></h3><blockquote><p><strong>identity</strong>: <a href="./GetIdentityReturnType"><code>GetIdentityReturnType</code></a> | <code>undefined</code></p></blockquote><hr><h3 id="status" tabindex="-1">status <a class="header-anchor" href="#status" aria-label="Permalink to &quot;status&quot;">​</a></h3><blockquote><p><strong>status</strong>: <code>&quot;idle&quot;</code> | <code>&quot;loading&quot;</code> | <code>&quot;success&quot;</code> | <code>&quot;error&quot;</code></p></blockquote><hr><h3 id="totalusd" tabindex="-1">totalUsd <a class="header-anchor" href="#totalusd" aria-label="Permalink to &quot;totalUsd&quot;">​</a></h3><blockquote><p><strong>totalUsd</strong>: <code>number</code></p></blockquote><p>Sum of the tokens&#39; USD values.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/AccountTokensState.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AccountTokensState = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AccountTokensState as default
};
