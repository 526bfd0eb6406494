import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: DecryptParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/DecryptParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/DecryptParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/DecryptParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / DecryptParameters</p><h1 id="type-alias-decryptparameters" tabindex="-1">Type Alias: DecryptParameters <a class="header-anchor" href="#type-alias-decryptparameters" aria-label="Permalink to &quot;Type Alias: DecryptParameters&quot;">​</a></h1><blockquote><p><strong>DecryptParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="encoded" tabindex="-1">encoded <a class="header-anchor" href="#encoded" aria-label="Permalink to &quot;encoded&quot;">​</a></h3><blockquote><p><strong>encoded</strong>: <code>string</code></p></blockquote><p>The envelope text (type 0 or 1).</p><hr><h3 id="encoding" tabindex="-1">encoding? <a class="header-anchor" href="#encoding" aria-label="Permalink to &quot;encoding?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>encoding?</strong>: <a href="./EnvelopeEncoding"><code>EnvelopeEncoding</code></a></p></blockquote><hr><h3 id="symkey" tabindex="-1">symKey <a class="header-anchor" href="#symkey" aria-label="Permalink to &quot;symKey&quot;">​</a></h3><blockquote><p><strong>symKey</strong>: <code>string</code></p></blockquote><p>The symmetric key, 64 hex characters.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/DecryptParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DecryptParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DecryptParameters as default
};
