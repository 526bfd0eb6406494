import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SessionProposal","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/SessionProposal.md","filePath":"reference/@portico/walletconnect/type-aliases/SessionProposal.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/SessionProposal.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / SessionProposal</p><h1 id="type-alias-sessionproposal" tabindex="-1">Type Alias: SessionProposal <a class="header-anchor" href="#type-alias-sessionproposal" aria-label="Permalink to &quot;Type Alias: SessionProposal&quot;">​</a></h1><blockquote><p><strong>SessionProposal</strong> = <code>ProposalParams</code> &amp; <code>object</code></p></blockquote><p>A session proposal as the wallet receives it (<code>id</code> is the JSON-RPC id of <code>wc_sessionPropose</code>).</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="expirytimestamp" tabindex="-1">expiryTimestamp <a class="header-anchor" href="#expirytimestamp" aria-label="Permalink to &quot;expiryTimestamp&quot;">​</a></h3><blockquote><p><strong>expiryTimestamp</strong>: <code>number</code></p></blockquote><h3 id="id" tabindex="-1">id <a class="header-anchor" href="#id" aria-label="Permalink to &quot;id&quot;">​</a></h3><blockquote><p><strong>id</strong>: <code>number</code></p></blockquote><h3 id="pairingtopic" tabindex="-1">pairingTopic <a class="header-anchor" href="#pairingtopic" aria-label="Permalink to &quot;pairingTopic&quot;">​</a></h3><blockquote><p><strong>pairingTopic</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/SessionProposal.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SessionProposal = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SessionProposal as default
};
