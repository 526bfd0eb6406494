import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetBalancesReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetBalancesReturnType.md","filePath":"reference/@portico/core/type-aliases/GetBalancesReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetBalancesReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetBalancesReturnType</p><h1 id="type-alias-getbalancesreturntype" tabindex="-1">Type Alias: GetBalancesReturnType <a class="header-anchor" href="#type-alias-getbalancesreturntype" aria-label="Permalink to &quot;Type Alias: GetBalancesReturnType&quot;">​</a></h1><blockquote><p><strong>GetBalancesReturnType</strong> = <a href="./TokenBalance"><code>TokenBalance</code></a>[]</p></blockquote><p>The account&#39;s token balances (SPEC §3 &quot;Token balance&quot;), as the server sends them.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetBalancesReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetBalancesReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetBalancesReturnType as default
};
