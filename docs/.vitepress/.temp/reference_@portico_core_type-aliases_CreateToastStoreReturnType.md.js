import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateToastStoreReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateToastStoreReturnType.md","filePath":"reference/@portico/core/type-aliases/CreateToastStoreReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateToastStoreReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateToastStoreReturnType</p><h1 id="type-alias-createtoaststorereturntype" tabindex="-1">Type Alias: CreateToastStoreReturnType <a class="header-anchor" href="#type-alias-createtoaststorereturntype" aria-label="Permalink to &quot;Type Alias: CreateToastStoreReturnType&quot;">​</a></h1><blockquote><p><strong>CreateToastStoreReturnType</strong> = <a href="./Store"><code>Store</code></a>&lt;<a href="./ToastState"><code>ToastState</code></a>&gt; &amp; <code>object</code></p></blockquote><p>Return type of <a href="./../functions/createToastStore">createToastStore</a>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="hidetoast" tabindex="-1">hideToast <a class="header-anchor" href="#hidetoast" aria-label="Permalink to &quot;hideToast&quot;">​</a></h3><blockquote><p><strong>hideToast</strong>: () =&gt; <code>void</code></p></blockquote><p>Closes the toast now and cancels any pending one.</p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p><h3 id="showtoast" tabindex="-1">showToast <a class="header-anchor" href="#showtoast" aria-label="Permalink to &quot;showToast&quot;">​</a></h3><blockquote><p><strong>showToast</strong>: (<code>toast</code>) =&gt; <code>void</code></p></blockquote><p>Shows a toast. If one is open it is closed first and the new one opens <a href="./../variables/TOAST_REOPEN_DELAY_MS">TOAST_REOPEN_DELAY_MS</a> later.</p><h4 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h4><h5 id="toast" tabindex="-1">toast <a class="header-anchor" href="#toast" aria-label="Permalink to &quot;toast&quot;">​</a></h5><p><a href="./ShowToastParameters"><code>ShowToastParameters</code></a></p><h4 id="returns-1" tabindex="-1">Returns <a class="header-anchor" href="#returns-1" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateToastStoreReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateToastStoreReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateToastStoreReturnType as default
};
