import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: Participant","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/Participant.md","filePath":"reference/@portico/walletconnect/type-aliases/Participant.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/Participant.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / Participant</p><h1 id="type-alias-participant" tabindex="-1">Type Alias: Participant <a class="header-anchor" href="#type-alias-participant" aria-label="Permalink to &quot;Type Alias: Participant&quot;">​</a></h1><blockquote><p><strong>Participant</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="metadata" tabindex="-1">metadata <a class="header-anchor" href="#metadata" aria-label="Permalink to &quot;metadata&quot;">​</a></h3><blockquote><p><strong>metadata</strong>: <a href="./SignMetadata"><code>SignMetadata</code></a></p></blockquote><hr><h3 id="publickey" tabindex="-1">publicKey <a class="header-anchor" href="#publickey" aria-label="Permalink to &quot;publicKey&quot;">​</a></h3><blockquote><p><strong>publicKey</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/Participant.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const Participant = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  Participant as default
};
