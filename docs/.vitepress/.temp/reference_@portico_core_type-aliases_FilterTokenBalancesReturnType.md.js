import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FilterTokenBalancesReturnType<token>","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FilterTokenBalancesReturnType.md","filePath":"reference/@portico/core/type-aliases/FilterTokenBalancesReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FilterTokenBalancesReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FilterTokenBalancesReturnType</p><h1 id="type-alias-filtertokenbalancesreturntype-token" tabindex="-1">Type Alias: FilterTokenBalancesReturnType&lt;token&gt; <a class="header-anchor" href="#type-alias-filtertokenbalancesreturntype-token" aria-label="Permalink to &quot;Type Alias: FilterTokenBalancesReturnType\\&lt;token\\&gt;&quot;">​</a></h1><blockquote><p><strong>FilterTokenBalancesReturnType</strong>&lt;<code>token</code>&gt; = <code>token</code>[]</p></blockquote><p>Result of <a href="./../functions/filterTokenBalances">filterTokenBalances</a>.</p><h2 id="type-parameters" tabindex="-1">Type Parameters <a class="header-anchor" href="#type-parameters" aria-label="Permalink to &quot;Type Parameters&quot;">​</a></h2><h3 id="token" tabindex="-1">token <a class="header-anchor" href="#token" aria-label="Permalink to &quot;token&quot;">​</a></h3><p><code>token</code></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FilterTokenBalancesReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FilterTokenBalancesReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FilterTokenBalancesReturnType as default
};
