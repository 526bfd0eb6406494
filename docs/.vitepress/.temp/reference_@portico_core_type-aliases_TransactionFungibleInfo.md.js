import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: TransactionFungibleInfo","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/TransactionFungibleInfo.md","filePath":"reference/@portico/core/type-aliases/TransactionFungibleInfo.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/TransactionFungibleInfo.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / TransactionFungibleInfo</p><h1 id="type-alias-transactionfungibleinfo" tabindex="-1">Type Alias: TransactionFungibleInfo <a class="header-anchor" href="#type-alias-transactionfungibleinfo" aria-label="Permalink to &quot;Type Alias: TransactionFungibleInfo&quot;">​</a></h1><blockquote><p><strong>TransactionFungibleInfo</strong> = <code>object</code></p></blockquote><p>The fungible token a transfer moved; <code>flags.is_spam</code> marks a token flagged spam.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="address" tabindex="-1">address? <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>address?</strong>: <code>string</code></p></blockquote><p>The token contract; absent for the native token.</p><hr><h3 id="flags" tabindex="-1">flags? <a class="header-anchor" href="#flags" aria-label="Permalink to &quot;flags?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>flags?</strong>: <code>object</code></p></blockquote><h4 id="is-spam" tabindex="-1">is_spam <a class="header-anchor" href="#is-spam" aria-label="Permalink to &quot;is\\_spam&quot;">​</a></h4><blockquote><p><strong>is_spam</strong>: <code>boolean</code></p></blockquote><hr><h3 id="icon" tabindex="-1">icon? <a class="header-anchor" href="#icon" aria-label="Permalink to &quot;icon?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>icon?</strong>: <code>object</code></p></blockquote><h4 id="url" tabindex="-1">url <a class="header-anchor" href="#url" aria-label="Permalink to &quot;url&quot;">​</a></h4><blockquote><p><strong>url</strong>: <code>string</code></p></blockquote><hr><h3 id="name" tabindex="-1">name? <a class="header-anchor" href="#name" aria-label="Permalink to &quot;name?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>name?</strong>: <code>string</code></p></blockquote><hr><h3 id="symbol" tabindex="-1">symbol? <a class="header-anchor" href="#symbol" aria-label="Permalink to &quot;symbol?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>symbol?</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/TransactionFungibleInfo.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const TransactionFungibleInfo = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  TransactionFungibleInfo as default
};
