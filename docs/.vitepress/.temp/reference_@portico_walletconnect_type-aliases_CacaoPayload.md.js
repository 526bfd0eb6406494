import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CacaoPayload","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/CacaoPayload.md","filePath":"reference/@portico/walletconnect/type-aliases/CacaoPayload.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/CacaoPayload.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / CacaoPayload</p><h1 id="type-alias-cacaopayload" tabindex="-1">Type Alias: CacaoPayload <a class="header-anchor" href="#type-alias-cacaopayload" aria-label="Permalink to &quot;Type Alias: CacaoPayload&quot;">​</a></h1><blockquote><p><strong>CacaoPayload</strong> = <code>Omit</code>&lt;<a href="./AuthPayload"><code>AuthPayload</code></a>, <code>&quot;type&quot;</code> | <code>&quot;chains&quot;</code>&gt; &amp; <code>object</code></p></blockquote><p>The signed fields of a CACAO: the request&#39;s fields (not its chains) plus <code>iss</code>, the signer&#39;s <code>did:pkh</code>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="iss" tabindex="-1">iss <a class="header-anchor" href="#iss" aria-label="Permalink to &quot;iss&quot;">​</a></h3><blockquote><p><strong>iss</strong>: <code>string</code></p></blockquote><p><code>did:pkh:eip155:{chain reference}:{address}</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/CacaoPayload.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CacaoPayload = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CacaoPayload as default
};
