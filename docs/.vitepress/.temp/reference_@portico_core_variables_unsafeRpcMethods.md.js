import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: unsafeRpcMethods","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/unsafeRpcMethods.md","filePath":"reference/@portico/core/variables/unsafeRpcMethods.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/unsafeRpcMethods.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / unsafeRpcMethods</p><h1 id="variable-unsaferpcmethods" tabindex="-1">Variable: unsafeRpcMethods <a class="header-anchor" href="#variable-unsaferpcmethods" aria-label="Permalink to &quot;Variable: unsafeRpcMethods&quot;">​</a></h1><blockquote><p><code>const</code> <strong>unsafeRpcMethods</strong>: readonly [<code>&quot;personal_sign&quot;</code>, <code>&quot;eth_signTypedData_v4&quot;</code>, <code>&quot;eth_sendTransaction&quot;</code>, <code>&quot;solana_signMessage&quot;</code>, <code>&quot;solana_signTransaction&quot;</code>, <code>&quot;solana_signAllTransactions&quot;</code>, <code>&quot;solana_signAndSendTransaction&quot;</code>, <code>&quot;wallet_sendCalls&quot;</code>, <code>&quot;wallet_grantPermissions&quot;</code>, <code>&quot;wallet_revokePermissions&quot;</code>, <code>&quot;eth_sendUserOperation&quot;</code>]</p></blockquote><p>Methods that need the user&#39;s approval.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/unsafeRpcMethods.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const unsafeRpcMethods = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  unsafeRpcMethods as default
};
