import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: DescribedTransfer","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/DescribedTransfer.md","filePath":"reference/@portico/core/type-aliases/DescribedTransfer.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/DescribedTransfer.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / DescribedTransfer</p><h1 id="type-alias-describedtransfer" tabindex="-1">Type Alias: DescribedTransfer <a class="header-anchor" href="#type-alias-describedtransfer" aria-label="Permalink to &quot;Type Alias: DescribedTransfer&quot;">​</a></h1><blockquote><p><strong>DescribedTransfer</strong> = <code>object</code></p></blockquote><p>One transfer of a history item as a row shows it.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="amount" tabindex="-1">amount <a class="header-anchor" href="#amount" aria-label="Permalink to &quot;amount&quot;">​</a></h3><blockquote><p><strong>amount</strong>: <code>string</code></p></blockquote><p>e.g. <code>-1.500 ETH</code>, <code>+250.000 pUSD</code>: signed by direction, 3 decimals truncated, no float maths.</p><hr><h3 id="direction" tabindex="-1">direction <a class="header-anchor" href="#direction" aria-label="Permalink to &quot;direction&quot;">​</a></h3><blockquote><p><strong>direction</strong>: <a href="./TransactionTransfer"><code>TransactionTransfer</code></a>[<code>&quot;direction&quot;</code>]</p></blockquote><hr><h3 id="symbol" tabindex="-1">symbol <a class="header-anchor" href="#symbol" aria-label="Permalink to &quot;symbol&quot;">​</a></h3><blockquote><p><strong>symbol</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/DescribedTransfer.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DescribedTransfer = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DescribedTransfer as default
};
