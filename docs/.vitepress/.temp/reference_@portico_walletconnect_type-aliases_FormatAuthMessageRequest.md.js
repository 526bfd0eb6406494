import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatAuthMessageRequest","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/FormatAuthMessageRequest.md","filePath":"reference/@portico/walletconnect/type-aliases/FormatAuthMessageRequest.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/FormatAuthMessageRequest.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / FormatAuthMessageRequest</p><h1 id="type-alias-formatauthmessagerequest" tabindex="-1">Type Alias: FormatAuthMessageRequest <a class="header-anchor" href="#type-alias-formatauthmessagerequest" aria-label="Permalink to &quot;Type Alias: FormatAuthMessageRequest&quot;">​</a></h1><blockquote><p><strong>FormatAuthMessageRequest</strong> = <code>Omit</code>&lt;<a href="./AuthPayload"><code>AuthPayload</code></a>, <code>&quot;chains&quot;</code> | <code>&quot;aud&quot;</code> | <code>&quot;type&quot;</code>&gt; &amp; <code>object</code> &amp; <code>Partial</code>&lt;<code>Pick</code>&lt;<a href="./CacaoPayload"><code>CacaoPayload</code></a>, <code>&quot;iss&quot;</code>&gt;&gt;</p></blockquote><p>The request&#39;s fields (an <code>AuthPayload</code> or a CACAO&#39;s <code>p</code>); <code>uri</code> may stand in for <code>aud</code>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="aud" tabindex="-1">aud? <a class="header-anchor" href="#aud" aria-label="Permalink to &quot;aud?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>aud?</strong>: <code>string</code></p></blockquote><h3 id="chains" tabindex="-1">chains? <a class="header-anchor" href="#chains" aria-label="Permalink to &quot;chains?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>chains?</strong>: <code>string</code>[]</p></blockquote><h3 id="uri" tabindex="-1">uri? <a class="header-anchor" href="#uri" aria-label="Permalink to &quot;uri?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>uri?</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/FormatAuthMessageRequest.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatAuthMessageRequest = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatAuthMessageRequest as default
};
