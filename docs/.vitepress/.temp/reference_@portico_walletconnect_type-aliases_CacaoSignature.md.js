import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CacaoSignature","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/CacaoSignature.md","filePath":"reference/@portico/walletconnect/type-aliases/CacaoSignature.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/CacaoSignature.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / CacaoSignature</p><h1 id="type-alias-cacaosignature" tabindex="-1">Type Alias: CacaoSignature <a class="header-anchor" href="#type-alias-cacaosignature" aria-label="Permalink to &quot;Type Alias: CacaoSignature&quot;">​</a></h1><blockquote><p><strong>CacaoSignature</strong> = <code>object</code></p></blockquote><p><code>eip191</code> for an account key (personal_sign), <code>eip1271</code> for a contract account.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="m" tabindex="-1">m? <a class="header-anchor" href="#m" aria-label="Permalink to &quot;m?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>m?</strong>: <code>string</code></p></blockquote><hr><h3 id="s" tabindex="-1">s <a class="header-anchor" href="#s" aria-label="Permalink to &quot;s&quot;">​</a></h3><blockquote><p><strong>s</strong>: <code>string</code></p></blockquote><hr><h3 id="t" tabindex="-1">t <a class="header-anchor" href="#t" aria-label="Permalink to &quot;t&quot;">​</a></h3><blockquote><p><strong>t</strong>: <code>&quot;eip191&quot;</code> | <code>&quot;eip1271&quot;</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/CacaoSignature.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CacaoSignature = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CacaoSignature as default
};
