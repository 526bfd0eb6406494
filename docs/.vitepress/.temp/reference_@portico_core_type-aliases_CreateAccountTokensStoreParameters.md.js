import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateAccountTokensStoreParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateAccountTokensStoreParameters.md","filePath":"reference/@portico/core/type-aliases/CreateAccountTokensStoreParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateAccountTokensStoreParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateAccountTokensStoreParameters</p><h1 id="type-alias-createaccounttokensstoreparameters" tabindex="-1">Type Alias: CreateAccountTokensStoreParameters <a class="header-anchor" href="#type-alias-createaccounttokensstoreparameters" aria-label="Permalink to &quot;Type Alias: CreateAccountTokensStoreParameters&quot;">​</a></h1><blockquote><p><strong>CreateAccountTokensStoreParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/createAccountTokensStore">createAccountTokensStore</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="client" tabindex="-1">client <a class="header-anchor" href="#client" aria-label="Permalink to &quot;client&quot;">​</a></h3><blockquote><p><strong>client</strong>: <a href="./CreateHttpClientReturnType"><code>CreateHttpClientReturnType</code></a></p></blockquote><hr><h3 id="clock" tabindex="-1">clock <a class="header-anchor" href="#clock" aria-label="Permalink to &quot;clock&quot;">​</a></h3><blockquote><p><strong>clock</strong>: <a href="./Clock"><code>Clock</code></a></p></blockquote><hr><h3 id="onerror" tabindex="-1">onError? <a class="header-anchor" href="#onerror" aria-label="Permalink to &quot;onError?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>onError?</strong>: (<code>error</code>) =&gt; <code>void</code></p></blockquote><p>Called once per failed load with <code>Token Balance Unavailable</code> (e.g. to show the error toast).</p><h4 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h4><h5 id="error" tabindex="-1">error <a class="header-anchor" href="#error" aria-label="Permalink to &quot;error&quot;">​</a></h5><p><a href="./../classes/BalanceUnavailableError"><code>BalanceUnavailableError</code></a></p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p><hr><h3 id="storage" tabindex="-1">storage <a class="header-anchor" href="#storage" aria-label="Permalink to &quot;storage&quot;">​</a></h3><blockquote><p><strong>storage</strong>: <a href="./CacheStorage"><code>CacheStorage</code></a></p></blockquote><p>Where the balance (30 s) and identity (5 min) caches live: <code>localStorage</code> in a browser.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateAccountTokensStoreParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateAccountTokensStoreParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateAccountTokensStoreParameters as default
};
