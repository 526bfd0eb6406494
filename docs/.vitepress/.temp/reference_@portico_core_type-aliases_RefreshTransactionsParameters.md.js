import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RefreshTransactionsParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/RefreshTransactionsParameters.md","filePath":"reference/@portico/core/type-aliases/RefreshTransactionsParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/RefreshTransactionsParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / RefreshTransactionsParameters</p><h1 id="type-alias-refreshtransactionsparameters" tabindex="-1">Type Alias: RefreshTransactionsParameters <a class="header-anchor" href="#type-alias-refreshtransactionsparameters" aria-label="Permalink to &quot;Type Alias: RefreshTransactionsParameters&quot;">​</a></h1><blockquote><p><strong>RefreshTransactionsParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <code>refresh</code>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="attempts" tabindex="-1">attempts? <a class="header-anchor" href="#attempts" aria-label="Permalink to &quot;attempts?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>attempts?</strong>: <code>number</code></p></blockquote><p>Most reads when waiting for <code>hash</code>. Default 10.</p><hr><h3 id="hash" tabindex="-1">hash? <a class="header-anchor" href="#hash" aria-label="Permalink to &quot;hash?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>hash?</strong>: <code>string</code></p></blockquote><p>Keep re-reading the first page until this transaction hash is in it (after a send).</p><hr><h3 id="intervalms" tabindex="-1">intervalMs? <a class="header-anchor" href="#intervalms" aria-label="Permalink to &quot;intervalMs?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>intervalMs?</strong>: <code>number</code></p></blockquote><p>Pause between two reads when waiting for <code>hash</code>, in ms. Default 1000.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/RefreshTransactionsParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RefreshTransactionsParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RefreshTransactionsParameters as default
};
