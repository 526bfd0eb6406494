import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateTransactionsStoreParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateTransactionsStoreParameters.md","filePath":"reference/@portico/core/type-aliases/CreateTransactionsStoreParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateTransactionsStoreParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateTransactionsStoreParameters</p><h1 id="type-alias-createtransactionsstoreparameters" tabindex="-1">Type Alias: CreateTransactionsStoreParameters <a class="header-anchor" href="#type-alias-createtransactionsstoreparameters" aria-label="Permalink to &quot;Type Alias: CreateTransactionsStoreParameters&quot;">​</a></h1><blockquote><p><strong>CreateTransactionsStoreParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/createTransactionsStore">createTransactionsStore</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="clock" tabindex="-1">clock? <a class="header-anchor" href="#clock" aria-label="Permalink to &quot;clock?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>clock?</strong>: <a href="./Clock"><code>Clock</code></a></p></blockquote><p>Waits between the reads of <code>refresh({ hash })</code>; the system clock by default.</p><hr><h3 id="gethistory" tabindex="-1">getHistory <a class="header-anchor" href="#gethistory" aria-label="Permalink to &quot;getHistory&quot;">​</a></h3><blockquote><p><strong>getHistory</strong>: <a href="./GetHistory"><code>GetHistory</code></a></p></blockquote><hr><h3 id="timezone" tabindex="-1">timeZone? <a class="header-anchor" href="#timezone" aria-label="Permalink to &quot;timeZone?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>timeZone?</strong>: <code>&quot;UTC&quot;</code> | <code>&quot;local&quot;</code></p></blockquote><p>Calendar of <code>transactionsByYear</code>: the runtime&#39;s <code>&#39;local&#39;</code> zone (default) or <code>&#39;UTC&#39;</code>.</p><hr><h3 id="track" tabindex="-1">track? <a class="header-anchor" href="#track" aria-label="Permalink to &quot;track?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>track?</strong>: <a href="./TrackEvent"><code>TrackEvent</code></a></p></blockquote><p>Receives <code>ERROR_FETCH_TRANSACTIONS</code> (analytics is off unless the app passes a sink).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateTransactionsStoreParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateTransactionsStoreParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateTransactionsStoreParameters as default
};
