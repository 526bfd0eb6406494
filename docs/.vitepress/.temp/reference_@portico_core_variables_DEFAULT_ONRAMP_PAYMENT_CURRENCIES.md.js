import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: DEFAULT_ONRAMP_PAYMENT_CURRENCIES","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/DEFAULT_ONRAMP_PAYMENT_CURRENCIES.md","filePath":"reference/@portico/core/variables/DEFAULT_ONRAMP_PAYMENT_CURRENCIES.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/DEFAULT_ONRAMP_PAYMENT_CURRENCIES.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / DEFAULT_ONRAMP_PAYMENT_CURRENCIES</p><h1 id="variable-default-onramp-payment-currencies" tabindex="-1">Variable: DEFAULT_ONRAMP_PAYMENT_CURRENCIES <a class="header-anchor" href="#variable-default-onramp-payment-currencies" aria-label="Permalink to &quot;Variable: DEFAULT\\_ONRAMP\\_PAYMENT\\_CURRENCIES&quot;">​</a></h1><blockquote><p><code>const</code> <strong>DEFAULT_ONRAMP_PAYMENT_CURRENCIES</strong>: readonly [{ <code>id</code>: <code>&quot;USD&quot;</code>; <code>payment_method_limits</code>: readonly [{ <code>id</code>: <code>&quot;card&quot;</code>; <code>max</code>: <code>&quot;7500.00&quot;</code>; <code>min</code>: <code>&quot;10.00&quot;</code>; }, { <code>id</code>: <code>&quot;ach_bank_account&quot;</code>; <code>max</code>: <code>&quot;25000.00&quot;</code>; <code>min</code>: <code>&quot;10.00&quot;</code>; }]; }, { <code>id</code>: <code>&quot;EUR&quot;</code>; <code>payment_method_limits</code>: readonly [{ <code>id</code>: <code>&quot;card&quot;</code>; <code>max</code>: <code>&quot;7500.00&quot;</code>; <code>min</code>: <code>&quot;10.00&quot;</code>; }, { <code>id</code>: <code>&quot;ach_bank_account&quot;</code>; <code>max</code>: <code>&quot;25000.00&quot;</code>; <code>min</code>: <code>&quot;10.00&quot;</code>; }]; }]</p></blockquote><p>Built-in payment method limits used when on-ramp options cannot be fetched.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/DEFAULT_ONRAMP_PAYMENT_CURRENCIES.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DEFAULT_ONRAMP_PAYMENT_CURRENCIES = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DEFAULT_ONRAMP_PAYMENT_CURRENCIES as default
};
