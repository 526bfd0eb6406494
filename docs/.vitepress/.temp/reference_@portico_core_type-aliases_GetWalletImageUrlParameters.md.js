import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetWalletImageUrlParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetWalletImageUrlParameters.md","filePath":"reference/@portico/core/type-aliases/GetWalletImageUrlParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetWalletImageUrlParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetWalletImageUrlParameters</p><h1 id="type-alias-getwalletimageurlparameters" tabindex="-1">Type Alias: GetWalletImageUrlParameters <a class="header-anchor" href="#type-alias-getwalletimageurlparameters" aria-label="Permalink to &quot;Type Alias: GetWalletImageUrlParameters&quot;">​</a></h1><blockquote><p><strong>GetWalletImageUrlParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/getWalletImageUrl">getWalletImageUrl</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="imageid" tabindex="-1">imageId <a class="header-anchor" href="#imageid" aria-label="Permalink to &quot;imageId&quot;">​</a></h3><blockquote><p><strong>imageId</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetWalletImageUrlParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetWalletImageUrlParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetWalletImageUrlParameters as default
};
