import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SendState","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SendState.md","filePath":"reference/@portico/core/type-aliases/SendState.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SendState.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SendState</p><h1 id="type-alias-sendstate" tabindex="-1">Type Alias: SendState <a class="header-anchor" href="#type-alias-sendstate" aria-label="Permalink to &quot;Type Alias: SendState&quot;">​</a></h1><blockquote><p><strong>SendState</strong> = <a href="./SendDraft"><code>SendDraft</code></a> &amp; <code>object</code></p></blockquote><p>The send store&#39;s state: the draft, the checked preview and the last error.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="error" tabindex="-1">error <a class="header-anchor" href="#error" aria-label="Permalink to &quot;error&quot;">​</a></h3><blockquote><p><strong>error</strong>: <a href="./../classes/BaseError"><code>BaseError</code></a> | <code>undefined</code></p></blockquote><p>The last rule the draft broke (shown inline), cleared by any edit.</p><h3 id="preview" tabindex="-1">preview <a class="header-anchor" href="#preview" aria-label="Permalink to &quot;preview&quot;">​</a></h3><blockquote><p><strong>preview</strong>: <a href="./SendPreview"><code>SendPreview</code></a> | <code>undefined</code></p></blockquote><p>The checked send, set by <code>preview</code> (cleared by any edit).</p><h3 id="status" tabindex="-1">status <a class="header-anchor" href="#status" aria-label="Permalink to &quot;status&quot;">​</a></h3><blockquote><p><strong>status</strong>: <code>&quot;idle&quot;</code> | <code>&quot;estimating&quot;</code> | <code>&quot;ready&quot;</code> | <code>&quot;sending&quot;</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SendState.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SendState = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SendState as default
};
