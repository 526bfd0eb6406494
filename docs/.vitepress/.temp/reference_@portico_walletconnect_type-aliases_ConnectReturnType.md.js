import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ConnectReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/ConnectReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/ConnectReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/ConnectReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / ConnectReturnType</p><h1 id="type-alias-connectreturntype" tabindex="-1">Type Alias: ConnectReturnType <a class="header-anchor" href="#type-alias-connectreturntype" aria-label="Permalink to &quot;Type Alias: ConnectReturnType&quot;">​</a></h1><blockquote><p><strong>ConnectReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="pairingtopic" tabindex="-1">pairingTopic <a class="header-anchor" href="#pairingtopic" aria-label="Permalink to &quot;pairingTopic&quot;">​</a></h3><blockquote><p><strong>pairingTopic</strong>: <code>string</code></p></blockquote><hr><h3 id="uri" tabindex="-1">uri <a class="header-anchor" href="#uri" aria-label="Permalink to &quot;uri&quot;">​</a></h3><blockquote><p><strong>uri</strong>: <code>string</code> | <code>undefined</code></p></blockquote><p>The <code>wc:</code> URI to show as a QR code or pass in a deep link (a new pairing only).</p><h2 id="methods" tabindex="-1">Methods <a class="header-anchor" href="#methods" aria-label="Permalink to &quot;Methods&quot;">​</a></h2><h3 id="approval" tabindex="-1">approval() <a class="header-anchor" href="#approval" aria-label="Permalink to &quot;approval()&quot;">​</a></h3><blockquote><p><strong>approval</strong>(): <code>Promise</code>&lt;<a href="./Session"><code>Session</code></a>&gt;</p></blockquote><p>Resolves with the session once the wallet approved and settled it.</p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>Promise</code>&lt;<a href="./Session"><code>Session</code></a>&gt;</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/ConnectReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ConnectReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ConnectReturnType as default
};
