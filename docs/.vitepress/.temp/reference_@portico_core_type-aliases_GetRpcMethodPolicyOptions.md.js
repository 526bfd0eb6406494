import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: GetRpcMethodPolicyOptions","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/GetRpcMethodPolicyOptions.md","filePath":"reference/@portico/core/type-aliases/GetRpcMethodPolicyOptions.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/GetRpcMethodPolicyOptions.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / GetRpcMethodPolicyOptions</p><h1 id="type-alias-getrpcmethodpolicyoptions" tabindex="-1">Type Alias: GetRpcMethodPolicyOptions <a class="header-anchor" href="#type-alias-getrpcmethodpolicyoptions" aria-label="Permalink to &quot;Type Alias: GetRpcMethodPolicyOptions&quot;">​</a></h1><blockquote><p><strong>GetRpcMethodPolicyOptions</strong> = <code>object</code></p></blockquote><p>Which chain family&#39;s methods to rate; without it, the EVM lists (plus the Solana sign methods).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="namespace" tabindex="-1">namespace? <a class="header-anchor" href="#namespace" aria-label="Permalink to &quot;namespace?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>namespace?</strong>: <code>&quot;eip155&quot;</code> | <code>&quot;solana&quot;</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/GetRpcMethodPolicyOptions.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const GetRpcMethodPolicyOptions = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  GetRpcMethodPolicyOptions as default
};
