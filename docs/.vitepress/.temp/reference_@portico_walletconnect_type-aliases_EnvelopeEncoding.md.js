import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: EnvelopeEncoding","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/EnvelopeEncoding.md","filePath":"reference/@portico/walletconnect/type-aliases/EnvelopeEncoding.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/EnvelopeEncoding.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / EnvelopeEncoding</p><h1 id="type-alias-envelopeencoding" tabindex="-1">Type Alias: EnvelopeEncoding <a class="header-anchor" href="#type-alias-envelopeencoding" aria-label="Permalink to &quot;Type Alias: EnvelopeEncoding&quot;">​</a></h1><blockquote><p><strong>EnvelopeEncoding</strong> = <code>&quot;base64&quot;</code> | <code>&quot;base64url&quot;</code></p></blockquote><p>How an envelope is written as text: standard base64 (relay) or unpadded base64url (links).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/EnvelopeEncoding.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const EnvelopeEncoding = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  EnvelopeEncoding as default
};
