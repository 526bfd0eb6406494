import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: DeserializeEnvelopeParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/DeserializeEnvelopeParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/DeserializeEnvelopeParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/DeserializeEnvelopeParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / DeserializeEnvelopeParameters</p><h1 id="type-alias-deserializeenvelopeparameters" tabindex="-1">Type Alias: DeserializeEnvelopeParameters <a class="header-anchor" href="#type-alias-deserializeenvelopeparameters" aria-label="Permalink to &quot;Type Alias: DeserializeEnvelopeParameters&quot;">​</a></h1><blockquote><p><strong>DeserializeEnvelopeParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="encoded" tabindex="-1">encoded <a class="header-anchor" href="#encoded" aria-label="Permalink to &quot;encoded&quot;">​</a></h3><blockquote><p><strong>encoded</strong>: <code>string</code></p></blockquote><p>The envelope text as published on a topic.</p><hr><h3 id="encoding" tabindex="-1">encoding? <a class="header-anchor" href="#encoding" aria-label="Permalink to &quot;encoding?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>encoding?</strong>: <a href="./EnvelopeEncoding"><code>EnvelopeEncoding</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/DeserializeEnvelopeParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DeserializeEnvelopeParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DeserializeEnvelopeParameters as default
};
