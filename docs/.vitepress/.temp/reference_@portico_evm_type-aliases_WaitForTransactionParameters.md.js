import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: WaitForTransactionParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/evm/type-aliases/WaitForTransactionParameters.md","filePath":"reference/@portico/evm/type-aliases/WaitForTransactionParameters.md"}');
const _sfc_main = { name: "reference/@portico/evm/type-aliases/WaitForTransactionParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/evm</a> / WaitForTransactionParameters</p><h1 id="type-alias-waitfortransactionparameters" tabindex="-1">Type Alias: WaitForTransactionParameters <a class="header-anchor" href="#type-alias-waitfortransactionparameters" aria-label="Permalink to &quot;Type Alias: WaitForTransactionParameters&quot;">​</a></h1><blockquote><p><strong>WaitForTransactionParameters</strong> = <a href="./../../core/type-aliases/AdapterWaitForTransactionParameters"><code>AdapterWaitForTransactionParameters</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/evm/type-aliases/WaitForTransactionParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const WaitForTransactionParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  WaitForTransactionParameters as default
};
