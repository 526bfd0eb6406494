import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: DidKey","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/DidKey.md","filePath":"reference/@portico/walletconnect/type-aliases/DidKey.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/DidKey.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / DidKey</p><h1 id="type-alias-didkey" tabindex="-1">Type Alias: DidKey <a class="header-anchor" href="#type-alias-didkey" aria-label="Permalink to &quot;Type Alias: DidKey&quot;">​</a></h1><blockquote><p><strong>DidKey</strong> = <code>\`did:key:z\${string}\`</code></p></blockquote><p>A <code>did:key</code> of an Ed25519 key: <code>did:key:z6Mk…</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/DidKey.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DidKey = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DidKey as default
};
