import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: DescribeTransactionReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/DescribeTransactionReturnType.md","filePath":"reference/@portico/core/type-aliases/DescribeTransactionReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/DescribeTransactionReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / DescribeTransactionReturnType</p><h1 id="type-alias-describetransactionreturntype" tabindex="-1">Type Alias: DescribeTransactionReturnType <a class="header-anchor" href="#type-alias-describetransactionreturntype" aria-label="Permalink to &quot;Type Alias: DescribeTransactionReturnType&quot;">​</a></h1><blockquote><p><strong>DescribeTransactionReturnType</strong> = <code>object</code></p></blockquote><p>Result of <a href="./../functions/describeTransaction">describeTransaction</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="counterpart" tabindex="-1">counterpart <a class="header-anchor" href="#counterpart" aria-label="Permalink to &quot;counterpart&quot;">​</a></h3><blockquote><p><strong>counterpart</strong>: <code>string</code></p></blockquote><p>The other side: the receiver of a send, the sender otherwise.</p><hr><h3 id="hash" tabindex="-1">hash <a class="header-anchor" href="#hash" aria-label="Permalink to &quot;hash&quot;">​</a></h3><blockquote><p><strong>hash</strong>: <code>string</code> | <code>undefined</code></p></blockquote><hr><h3 id="minedat" tabindex="-1">minedAt <a class="header-anchor" href="#minedat" aria-label="Permalink to &quot;minedAt&quot;">​</a></h3><blockquote><p><strong>minedAt</strong>: <code>number</code></p></blockquote><p>Milliseconds since the epoch, or <code>NaN</code> when <code>minedAt</code> is not a date.</p><hr><h3 id="operationtype" tabindex="-1">operationType <a class="header-anchor" href="#operationtype" aria-label="Permalink to &quot;operationType&quot;">​</a></h3><blockquote><p><strong>operationType</strong>: <code>string</code></p></blockquote><p><code>send</code>, <code>receive</code>, <code>trade</code>, … as the server says.</p><hr><h3 id="status" tabindex="-1">status <a class="header-anchor" href="#status" aria-label="Permalink to &quot;status&quot;">​</a></h3><blockquote><p><strong>status</strong>: <a href="./TransactionStatus"><code>TransactionStatus</code></a></p></blockquote><hr><h3 id="transfers" tabindex="-1">transfers <a class="header-anchor" href="#transfers" aria-label="Permalink to &quot;transfers&quot;">​</a></h3><blockquote><p><strong>transfers</strong>: <a href="./DescribedTransfer"><code>DescribedTransfer</code></a>[]</p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/DescribeTransactionReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DescribeTransactionReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DescribeTransactionReturnType as default
};
