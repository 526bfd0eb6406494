import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GroupTransactionsByMonthParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GroupTransactionsByMonthParameters.md","filePath":"reference/@portico/core/type-aliases/GroupTransactionsByMonthParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GroupTransactionsByMonthParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GroupTransactionsByMonthParameters</p><h1 id="type-alias-grouptransactionsbymonthparameters" tabindex="-1">Type Alias: GroupTransactionsByMonthParameters <a class="header-anchor" href="#type-alias-grouptransactionsbymonthparameters" aria-label="Permalink to &quot;Type Alias: GroupTransactionsByMonthParameters&quot;">​</a></h1><blockquote><p><strong>GroupTransactionsByMonthParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/groupTransactionsByMonth">groupTransactionsByMonth</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="timezone" tabindex="-1">timeZone? <a class="header-anchor" href="#timezone" aria-label="Permalink to &quot;timeZone?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>timeZone?</strong>: <code>&quot;UTC&quot;</code> | <code>&quot;local&quot;</code></p></blockquote><p>Calendar used to pick year and month: <code>&#39;UTC&#39;</code> (default) or the runtime&#39;s <code>&#39;local&#39;</code> zone.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GroupTransactionsByMonthParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GroupTransactionsByMonthParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GroupTransactionsByMonthParameters as default
};
