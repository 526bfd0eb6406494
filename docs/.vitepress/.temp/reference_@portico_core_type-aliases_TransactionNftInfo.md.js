import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: TransactionNftInfo","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/TransactionNftInfo.md","filePath":"reference/@portico/core/type-aliases/TransactionNftInfo.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/TransactionNftInfo.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / TransactionNftInfo</p><h1 id="type-alias-transactionnftinfo" tabindex="-1">Type Alias: TransactionNftInfo <a class="header-anchor" href="#type-alias-transactionnftinfo" aria-label="Permalink to &quot;Type Alias: TransactionNftInfo&quot;">​</a></h1><blockquote><p><strong>TransactionNftInfo</strong> = <code>object</code></p></blockquote><p>The NFT a transfer moved; <code>flags.is_spam</code> marks spam.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="content" tabindex="-1">content? <a class="header-anchor" href="#content" aria-label="Permalink to &quot;content?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>content?</strong>: <code>object</code></p></blockquote><h4 id="preview" tabindex="-1">preview? <a class="header-anchor" href="#preview" aria-label="Permalink to &quot;preview?&quot;">​</a></h4><blockquote><p><code>optional</code> <strong>preview?</strong>: <code>object</code></p></blockquote><h5 id="preview-content-type" tabindex="-1">preview.content_type? <a class="header-anchor" href="#preview-content-type" aria-label="Permalink to &quot;preview.content\\_type?&quot;">​</a></h5><blockquote><p><code>optional</code> <strong>content_type?</strong>: <code>string</code></p></blockquote><h5 id="preview-url" tabindex="-1">preview.url <a class="header-anchor" href="#preview-url" aria-label="Permalink to &quot;preview.url&quot;">​</a></h5><blockquote><p><strong>url</strong>: <code>string</code></p></blockquote><hr><h3 id="flags" tabindex="-1">flags <a class="header-anchor" href="#flags" aria-label="Permalink to &quot;flags&quot;">​</a></h3><blockquote><p><strong>flags</strong>: <code>object</code></p></blockquote><h4 id="is-spam" tabindex="-1">is_spam <a class="header-anchor" href="#is-spam" aria-label="Permalink to &quot;is\\_spam&quot;">​</a></h4><blockquote><p><strong>is_spam</strong>: <code>boolean</code></p></blockquote><hr><h3 id="name" tabindex="-1">name? <a class="header-anchor" href="#name" aria-label="Permalink to &quot;name?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>name?</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/TransactionNftInfo.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const TransactionNftInfo = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  TransactionNftInfo as default
};
