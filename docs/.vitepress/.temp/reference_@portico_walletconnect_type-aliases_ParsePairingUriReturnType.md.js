import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ParsePairingUriReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/ParsePairingUriReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/ParsePairingUriReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/ParsePairingUriReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / ParsePairingUriReturnType</p><h1 id="type-alias-parsepairingurireturntype" tabindex="-1">Type Alias: ParsePairingUriReturnType <a class="header-anchor" href="#type-alias-parsepairingurireturntype" aria-label="Permalink to &quot;Type Alias: ParsePairingUriReturnType&quot;">​</a></h1><blockquote><p><strong>ParsePairingUriReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="expirytimestamp" tabindex="-1">expiryTimestamp <a class="header-anchor" href="#expirytimestamp" aria-label="Permalink to &quot;expiryTimestamp&quot;">​</a></h3><blockquote><p><strong>expiryTimestamp</strong>: <code>number</code> | <code>undefined</code></p></blockquote><p>Seconds since the epoch; absent in URIs of older clients.</p><hr><h3 id="methods" tabindex="-1">methods <a class="header-anchor" href="#methods" aria-label="Permalink to &quot;methods&quot;">​</a></h3><blockquote><p><strong>methods</strong>: <code>string</code>[] | <code>undefined</code></p></blockquote><hr><h3 id="protocol" tabindex="-1">protocol <a class="header-anchor" href="#protocol" aria-label="Permalink to &quot;protocol&quot;">​</a></h3><blockquote><p><strong>protocol</strong>: <code>&quot;wc&quot;</code></p></blockquote><hr><h3 id="relaydata" tabindex="-1">relayData <a class="header-anchor" href="#relaydata" aria-label="Permalink to &quot;relayData&quot;">​</a></h3><blockquote><p><strong>relayData</strong>: <code>string</code> | <code>undefined</code></p></blockquote><hr><h3 id="relayprotocol" tabindex="-1">relayProtocol <a class="header-anchor" href="#relayprotocol" aria-label="Permalink to &quot;relayProtocol&quot;">​</a></h3><blockquote><p><strong>relayProtocol</strong>: <code>string</code></p></blockquote><hr><h3 id="symkey" tabindex="-1">symKey <a class="header-anchor" href="#symkey" aria-label="Permalink to &quot;symKey&quot;">​</a></h3><blockquote><p><strong>symKey</strong>: <code>string</code></p></blockquote><hr><h3 id="topic" tabindex="-1">topic <a class="header-anchor" href="#topic" aria-label="Permalink to &quot;topic&quot;">​</a></h3><blockquote><p><strong>topic</strong>: <code>string</code></p></blockquote><hr><h3 id="version" tabindex="-1">version <a class="header-anchor" href="#version" aria-label="Permalink to &quot;version&quot;">​</a></h3><blockquote><p><strong>version</strong>: <code>2</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/ParsePairingUriReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ParsePairingUriReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ParsePairingUriReturnType as default
};
