import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: EncodeEnvelopeParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/EncodeEnvelopeParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/EncodeEnvelopeParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/EncodeEnvelopeParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / EncodeEnvelopeParameters</p><h1 id="type-alias-encodeenvelopeparameters" tabindex="-1">Type Alias: EncodeEnvelopeParameters <a class="header-anchor" href="#type-alias-encodeenvelopeparameters" aria-label="Permalink to &quot;Type Alias: EncodeEnvelopeParameters&quot;">​</a></h1><blockquote><p><strong>EncodeEnvelopeParameters</strong> = <a href="./Envelope"><code>Envelope</code></a> &amp; <code>object</code></p></blockquote><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="encoding" tabindex="-1">encoding? <a class="header-anchor" href="#encoding" aria-label="Permalink to &quot;encoding?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>encoding?</strong>: <a href="./EnvelopeEncoding"><code>EnvelopeEncoding</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/EncodeEnvelopeParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const EncodeEnvelopeParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  EncodeEnvelopeParameters as default
};
