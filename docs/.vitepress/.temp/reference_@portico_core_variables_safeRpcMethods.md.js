import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: safeRpcMethods","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/safeRpcMethods.md","filePath":"reference/@portico/core/variables/safeRpcMethods.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/safeRpcMethods.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / safeRpcMethods</p><h1 id="variable-saferpcmethods" tabindex="-1">Variable: safeRpcMethods <a class="header-anchor" href="#variable-saferpcmethods" aria-label="Permalink to &quot;Variable: safeRpcMethods&quot;">​</a></h1><blockquote><p><code>const</code> <strong>safeRpcMethods</strong>: readonly [<code>&quot;eth_accounts&quot;</code>, <code>&quot;eth_requestAccounts&quot;</code>, <code>&quot;eth_chainId&quot;</code>, <code>&quot;net_version&quot;</code>, <code>&quot;web3_clientVersion&quot;</code>, <code>&quot;eth_blockNumber&quot;</code>, <code>&quot;eth_getBalance&quot;</code>, <code>&quot;eth_call&quot;</code>, <code>&quot;eth_estimateGas&quot;</code>, <code>&quot;eth_gasPrice&quot;</code>, <code>&quot;eth_maxPriorityFeePerGas&quot;</code>, <code>&quot;eth_feeHistory&quot;</code>, <code>&quot;eth_getCode&quot;</code>, <code>&quot;eth_getStorageAt&quot;</code>, <code>&quot;eth_getProof&quot;</code>, <code>&quot;eth_getTransactionCount&quot;</code>, <code>&quot;eth_getTransactionByHash&quot;</code>, <code>&quot;eth_getTransactionByBlockHashAndIndex&quot;</code>, <code>&quot;eth_getTransactionByBlockNumberAndIndex&quot;</code>, <code>&quot;eth_getTransactionReceipt&quot;</code>, <code>&quot;eth_getBlockByNumber&quot;</code>, <code>&quot;eth_getBlockByHash&quot;</code>, <code>&quot;eth_getBlockReceipts&quot;</code>, <code>&quot;eth_getBlockTransactionCountByNumber&quot;</code>, <code>&quot;eth_getBlockTransactionCountByHash&quot;</code>, <code>&quot;eth_getUncleCountByBlockHash&quot;</code>, <code>&quot;eth_getUncleCountByBlockNumber&quot;</code>, <code>&quot;eth_getLogs&quot;</code>, <code>&quot;eth_newFilter&quot;</code>, <code>&quot;eth_newBlockFilter&quot;</code>, <code>&quot;eth_newPendingTransactionFilter&quot;</code>, <code>&quot;eth_getFilterChanges&quot;</code>, <code>&quot;eth_getFilterLogs&quot;</code>, <code>&quot;eth_uninstallFilter&quot;</code>, <code>&quot;eth_syncing&quot;</code>, <code>&quot;eth_sendRawTransaction&quot;</code>, <code>&quot;eth_supportedEntryPoints&quot;</code>, <code>&quot;eth_estimateUserOperationGas&quot;</code>, <code>&quot;eth_getUserOperationByHash&quot;</code>, <code>&quot;eth_getUserOperationReceipt&quot;</code>, <code>&quot;wallet_getCapabilities&quot;</code>, <code>&quot;wallet_getCallsStatus&quot;</code>, <code>&quot;wallet_getAssets&quot;</code>]</p></blockquote><p>Read-only queries, raw transaction send, capability and status queries, asset listing.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/safeRpcMethods.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const safeRpcMethods = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  safeRpcMethods as default
};
