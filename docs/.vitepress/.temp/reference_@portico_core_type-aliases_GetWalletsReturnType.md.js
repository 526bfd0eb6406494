import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetWalletsReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetWalletsReturnType.md","filePath":"reference/@portico/core/type-aliases/GetWalletsReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetWalletsReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetWalletsReturnType</p><h1 id="type-alias-getwalletsreturntype" tabindex="-1">Type Alias: GetWalletsReturnType <a class="header-anchor" href="#type-alias-getwalletsreturntype" aria-label="Permalink to &quot;Type Alias: GetWalletsReturnType&quot;">​</a></h1><blockquote><p><strong>GetWalletsReturnType</strong> = <code>object</code></p></blockquote><p>Return type of <a href="./../functions/getWallets">getWallets</a>: one page and the total count of matches.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="count" tabindex="-1">count <a class="header-anchor" href="#count" aria-label="Permalink to &quot;count&quot;">​</a></h3><blockquote><p><strong>count</strong>: <code>number</code></p></blockquote><hr><h3 id="data" tabindex="-1">data <a class="header-anchor" href="#data" aria-label="Permalink to &quot;data&quot;">​</a></h3><blockquote><p><strong>data</strong>: <a href="./WalletListing"><code>WalletListing</code></a>[]</p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetWalletsReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetWalletsReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetWalletsReturnType as default
};
