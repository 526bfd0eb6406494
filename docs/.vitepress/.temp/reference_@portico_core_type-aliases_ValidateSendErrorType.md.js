import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ValidateSendErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ValidateSendErrorType.md","filePath":"reference/@portico/core/type-aliases/ValidateSendErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ValidateSendErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ValidateSendErrorType</p><h1 id="type-alias-validatesenderrortype" tabindex="-1">Type Alias: ValidateSendErrorType <a class="header-anchor" href="#type-alias-validatesenderrortype" aria-label="Permalink to &quot;Type Alias: ValidateSendErrorType&quot;">​</a></h1><blockquote><p><strong>ValidateSendErrorType</strong> = <a href="./../classes/UnsupportedChainError"><code>UnsupportedChainError</code></a> | <a href="./../classes/SendAmountRequiredError"><code>SendAmountRequiredError</code></a> | <a href="./../classes/SendTokenRequiredError"><code>SendTokenRequiredError</code></a> | <a href="./../classes/SendReceiverInvalidError"><code>SendReceiverInvalidError</code></a> | <a href="./../classes/SendAmountInvalidError"><code>SendAmountInvalidError</code></a> | <a href="./../classes/SendAmountDecimalsError"><code>SendAmountDecimalsError</code></a> | <a href="./../classes/SendAmountZeroError"><code>SendAmountZeroError</code></a> | <a href="./../classes/SendAmountAboveBalanceError"><code>SendAmountAboveBalanceError</code></a> | <a href="./../classes/SendFeeAboveBalanceError"><code>SendFeeAboveBalanceError</code></a></p></blockquote><p>Errors <a href="./../functions/validateSend">validateSend</a> throws.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ValidateSendErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ValidateSendErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ValidateSendErrorType as default
};
