import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: UpdateParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/UpdateParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/UpdateParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/UpdateParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / UpdateParameters</p><h1 id="type-alias-updateparameters" tabindex="-1">Type Alias: UpdateParameters <a class="header-anchor" href="#type-alias-updateparameters" aria-label="Permalink to &quot;Type Alias: UpdateParameters&quot;">​</a></h1><blockquote><p><strong>UpdateParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="namespaces" tabindex="-1">namespaces <a class="header-anchor" href="#namespaces" aria-label="Permalink to &quot;namespaces&quot;">​</a></h3><blockquote><p><strong>namespaces</strong>: <a href="./SessionNamespaces"><code>SessionNamespaces</code></a></p></blockquote><hr><h3 id="topic" tabindex="-1">topic <a class="header-anchor" href="#topic" aria-label="Permalink to &quot;topic&quot;">​</a></h3><blockquote><p><strong>topic</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/UpdateParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const UpdateParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  UpdateParameters as default
};
