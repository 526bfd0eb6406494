import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: TransactionAction","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/TransactionAction.md","filePath":"reference/@portico/core/type-aliases/TransactionAction.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/TransactionAction.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / TransactionAction</p><h1 id="type-alias-transactionaction" tabindex="-1">Type Alias: TransactionAction <a class="header-anchor" href="#type-alias-transactionaction" aria-label="Permalink to &quot;Type Alias: TransactionAction&quot;">​</a></h1><blockquote><p><strong>TransactionAction</strong> = <code>object</code></p></blockquote><p>An action waiting on the transaction stack (SPEC §4): where to go when it ends, and callbacks.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="goback" tabindex="-1">goBack? <a class="header-anchor" href="#goback" aria-label="Permalink to &quot;goBack?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>goBack?</strong>: <code>boolean</code></p></blockquote><p>On success, go back one view.</p><hr><h3 id="oncancel" tabindex="-1">onCancel? <a class="header-anchor" href="#oncancel" aria-label="Permalink to &quot;onCancel?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>onCancel?</strong>: () =&gt; <code>void</code></p></blockquote><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p><hr><h3 id="onsuccess" tabindex="-1">onSuccess? <a class="header-anchor" href="#onsuccess" aria-label="Permalink to &quot;onSuccess?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>onSuccess?</strong>: () =&gt; <code>void</code></p></blockquote><h4 id="returns-1" tabindex="-1">Returns <a class="header-anchor" href="#returns-1" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p><hr><h3 id="replace" tabindex="-1">replace? <a class="header-anchor" href="#replace" aria-label="Permalink to &quot;replace?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>replace?</strong>: <code>boolean</code></p></blockquote><p>On success, replace the last entry with <code>view</code> instead of resetting to it.</p><hr><h3 id="view" tabindex="-1">view? <a class="header-anchor" href="#view" aria-label="Permalink to &quot;view?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>view?</strong>: <a href="./ViewWithoutData"><code>ViewWithoutData</code></a></p></blockquote><p>On success, reset the history to this view (or replace the last entry with it, see <code>replace</code>).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/TransactionAction.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const TransactionAction = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  TransactionAction as default
};
