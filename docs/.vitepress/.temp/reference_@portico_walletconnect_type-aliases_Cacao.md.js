import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: Cacao","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/Cacao.md","filePath":"reference/@portico/walletconnect/type-aliases/Cacao.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/Cacao.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / Cacao</p><h1 id="type-alias-cacao" tabindex="-1">Type Alias: Cacao <a class="header-anchor" href="#type-alias-cacao" aria-label="Permalink to &quot;Type Alias: Cacao&quot;">​</a></h1><blockquote><p><strong>Cacao</strong> = <code>object</code></p></blockquote><p>A CAIP-74 chain-agnostic capability object: header, payload, signature.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="h" tabindex="-1">h <a class="header-anchor" href="#h" aria-label="Permalink to &quot;h&quot;">​</a></h3><blockquote><p><strong>h</strong>: <code>object</code></p></blockquote><h4 id="t" tabindex="-1">t <a class="header-anchor" href="#t" aria-label="Permalink to &quot;t&quot;">​</a></h4><blockquote><p><strong>t</strong>: <code>&quot;caip122&quot;</code></p></blockquote><hr><h3 id="p" tabindex="-1">p <a class="header-anchor" href="#p" aria-label="Permalink to &quot;p&quot;">​</a></h3><blockquote><p><strong>p</strong>: <a href="./CacaoPayload"><code>CacaoPayload</code></a></p></blockquote><hr><h3 id="s" tabindex="-1">s <a class="header-anchor" href="#s" aria-label="Permalink to &quot;s&quot;">​</a></h3><blockquote><p><strong>s</strong>: <a href="./CacaoSignature"><code>CacaoSignature</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/Cacao.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const Cacao = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  Cacao as default
};
