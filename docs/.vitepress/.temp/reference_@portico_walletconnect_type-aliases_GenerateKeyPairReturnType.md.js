import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GenerateKeyPairReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/GenerateKeyPairReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/GenerateKeyPairReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/GenerateKeyPairReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / GenerateKeyPairReturnType</p><h1 id="type-alias-generatekeypairreturntype" tabindex="-1">Type Alias: GenerateKeyPairReturnType <a class="header-anchor" href="#type-alias-generatekeypairreturntype" aria-label="Permalink to &quot;Type Alias: GenerateKeyPairReturnType&quot;">​</a></h1><blockquote><p><strong>GenerateKeyPairReturnType</strong> = <code>object</code></p></blockquote><p>An X25519 key pair, both halves as 64 hex characters.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="privatekey" tabindex="-1">privateKey <a class="header-anchor" href="#privatekey" aria-label="Permalink to &quot;privateKey&quot;">​</a></h3><blockquote><p><strong>privateKey</strong>: <code>string</code></p></blockquote><hr><h3 id="publickey" tabindex="-1">publicKey <a class="header-anchor" href="#publickey" aria-label="Permalink to &quot;publicKey&quot;">​</a></h3><blockquote><p><strong>publicKey</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/GenerateKeyPairReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GenerateKeyPairReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GenerateKeyPairReturnType as default
};
