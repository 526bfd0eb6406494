import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: solanaSafeRpcMethods","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/solanaSafeRpcMethods.md","filePath":"reference/@portico/core/variables/solanaSafeRpcMethods.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/solanaSafeRpcMethods.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / solanaSafeRpcMethods</p><h1 id="variable-solanasaferpcmethods" tabindex="-1">Variable: solanaSafeRpcMethods <a class="header-anchor" href="#variable-solanasaferpcmethods" aria-label="Permalink to &quot;Variable: solanaSafeRpcMethods&quot;">​</a></h1><blockquote><p><code>const</code> <strong>solanaSafeRpcMethods</strong>: readonly [<code>&quot;getHealth&quot;</code>, <code>&quot;getVersion&quot;</code>, <code>&quot;getIdentity&quot;</code>, <code>&quot;getGenesisHash&quot;</code>, <code>&quot;getSlot&quot;</code>, <code>&quot;getBlockHeight&quot;</code>, <code>&quot;getBlockTime&quot;</code>, <code>&quot;getEpochInfo&quot;</code>, <code>&quot;getEpochSchedule&quot;</code>, <code>&quot;getLatestBlockhash&quot;</code>, <code>&quot;isBlockhashValid&quot;</code>, <code>&quot;getFeeForMessage&quot;</code>, <code>&quot;getRecentPrioritizationFees&quot;</code>, <code>&quot;getMinimumBalanceForRentExemption&quot;</code>, <code>&quot;getBalance&quot;</code>, <code>&quot;getAccountInfo&quot;</code>, <code>&quot;getMultipleAccounts&quot;</code>, <code>&quot;getTokenAccountsByOwner&quot;</code>, <code>&quot;getTokenAccountsByDelegate&quot;</code>, <code>&quot;getTokenAccountBalance&quot;</code>, <code>&quot;getTokenSupply&quot;</code>, <code>&quot;getTokenLargestAccounts&quot;</code>, <code>&quot;getSignaturesForAddress&quot;</code>, <code>&quot;getSignatureStatuses&quot;</code>, <code>&quot;getTransaction&quot;</code>, <code>&quot;getTransactionCount&quot;</code>, <code>&quot;getStakeMinimumDelegation&quot;</code>, <code>&quot;sendTransaction&quot;</code>, <code>&quot;simulateTransaction&quot;</code>]</p></blockquote><p>Solana JSON-RPC methods that are safe: the cluster&#39;s read queries, and sending or simulating a transaction the wallet already signed (the counterpart of <code>eth_sendRawTransaction</code>). Left out: <code>getProgramAccounts</code> and the <code>getBlock…</code> family (whole-chain scans a shared node should not run for any caller) and <code>requestAirdrop</code> (a test-cluster faucet, not a wallet call).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/solanaSafeRpcMethods.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const solanaSafeRpcMethods = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  solanaSafeRpcMethods as default
};
