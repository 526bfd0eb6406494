import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatPairingUriParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/FormatPairingUriParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/FormatPairingUriParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/FormatPairingUriParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / FormatPairingUriParameters</p><h1 id="type-alias-formatpairinguriparameters" tabindex="-1">Type Alias: FormatPairingUriParameters <a class="header-anchor" href="#type-alias-formatpairinguriparameters" aria-label="Permalink to &quot;Type Alias: FormatPairingUriParameters&quot;">​</a></h1><blockquote><p><strong>FormatPairingUriParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="expirytimestamp" tabindex="-1">expiryTimestamp <a class="header-anchor" href="#expirytimestamp" aria-label="Permalink to &quot;expiryTimestamp&quot;">​</a></h3><blockquote><p><strong>expiryTimestamp</strong>: <code>number</code></p></blockquote><p>When the pairing expires, in seconds since the epoch.</p><hr><h3 id="methods" tabindex="-1">methods? <a class="header-anchor" href="#methods" aria-label="Permalink to &quot;methods?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>methods?</strong>: readonly <code>string</code>[]</p></blockquote><p>Methods the pairing is for, e.g. <code>[&#39;wc_sessionPropose&#39;]</code>.</p><hr><h3 id="relaydata" tabindex="-1">relayData? <a class="header-anchor" href="#relaydata" aria-label="Permalink to &quot;relayData?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>relayData?</strong>: <code>string</code></p></blockquote><p>Optional relay data (<code>relay-data</code>).</p><hr><h3 id="relayprotocol" tabindex="-1">relayProtocol <a class="header-anchor" href="#relayprotocol" aria-label="Permalink to &quot;relayProtocol&quot;">​</a></h3><blockquote><p><strong>relayProtocol</strong>: <code>string</code></p></blockquote><p>The relay protocol; WalletConnect v2 uses <code>irn</code>.</p><hr><h3 id="symkey" tabindex="-1">symKey <a class="header-anchor" href="#symkey" aria-label="Permalink to &quot;symKey&quot;">​</a></h3><blockquote><p><strong>symKey</strong>: <code>string</code></p></blockquote><p>The pairing&#39;s symmetric key, 64 hex characters.</p><hr><h3 id="topic" tabindex="-1">topic <a class="header-anchor" href="#topic" aria-label="Permalink to &quot;topic&quot;">​</a></h3><blockquote><p><strong>topic</strong>: <code>string</code></p></blockquote><p>The pairing topic, 64 hex characters.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/FormatPairingUriParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatPairingUriParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatPairingUriParameters as default
};
