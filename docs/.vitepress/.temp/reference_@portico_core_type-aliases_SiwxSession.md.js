import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SiwxSession","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SiwxSession.md","filePath":"reference/@portico/core/type-aliases/SiwxSession.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SiwxSession.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SiwxSession</p><h1 id="type-alias-siwxsession" tabindex="-1">Type Alias: SiwxSession <a class="header-anchor" href="#type-alias-siwxsession" aria-label="Permalink to &quot;Type Alias: SiwxSession&quot;">​</a></h1><blockquote><p><strong>SiwxSession</strong> = <code>object</code></p></blockquote><p>A sign-in session (SPEC §3): the message data, the signed text, the signature, an optional CACAO.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="cacao" tabindex="-1">cacao? <a class="header-anchor" href="#cacao" aria-label="Permalink to &quot;cacao?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>cacao?</strong>: <code>Record</code>&lt;<code>string</code>, <code>unknown</code>&gt;</p></blockquote><p>A CAIP-74 CACAO, when the wallet returned one (WalletConnect authenticate).</p><hr><h3 id="data" tabindex="-1">data <a class="header-anchor" href="#data" aria-label="Permalink to &quot;data&quot;">​</a></h3><blockquote><p><strong>data</strong>: <a href="./SiwxMessageData"><code>SiwxMessageData</code></a></p></blockquote><hr><h3 id="id" tabindex="-1">id? <a class="header-anchor" href="#id" aria-label="Permalink to &quot;id?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>id?</strong>: <code>string</code></p></blockquote><p>The id the server gave the session, when there is a server.</p><hr><h3 id="message" tabindex="-1">message <a class="header-anchor" href="#message" aria-label="Permalink to &quot;message&quot;">​</a></h3><blockquote><p><strong>message</strong>: <code>string</code></p></blockquote><hr><h3 id="signature" tabindex="-1">signature <a class="header-anchor" href="#signature" aria-label="Permalink to &quot;signature&quot;">​</a></h3><blockquote><p><strong>signature</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SiwxSession.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SiwxSession = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SiwxSession as default
};
