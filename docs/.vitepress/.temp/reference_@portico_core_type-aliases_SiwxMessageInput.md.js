import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SiwxMessageInput","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SiwxMessageInput.md","filePath":"reference/@portico/core/type-aliases/SiwxMessageInput.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SiwxMessageInput.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SiwxMessageInput</p><h1 id="type-alias-siwxmessageinput" tabindex="-1">Type Alias: SiwxMessageInput <a class="header-anchor" href="#type-alias-siwxmessageinput" aria-label="Permalink to &quot;Type Alias: SiwxMessageInput&quot;">​</a></h1><blockquote><p><strong>SiwxMessageInput</strong> = <code>object</code></p></blockquote><p>What the kit knows when it asks for a sign-in message: who signs, on which chain.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="accountaddress" tabindex="-1">accountAddress <a class="header-anchor" href="#accountaddress" aria-label="Permalink to &quot;accountAddress&quot;">​</a></h3><blockquote><p><strong>accountAddress</strong>: <code>string</code></p></blockquote><p>The signing account, as the namespace writes it (EIP-55 for eip155).</p><hr><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <a href="./CaipNetworkId"><code>CaipNetworkId</code></a></p></blockquote><p>CAIP-2 id of the active network, e.g. <code>eip155:31337</code>.</p><hr><h3 id="expirationtime" tabindex="-1">expirationTime? <a class="header-anchor" href="#expirationtime" aria-label="Permalink to &quot;expirationTime?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>expirationTime?</strong>: <code>string</code></p></blockquote><p>RFC 3339 date-time after which the message is not valid (default: the implementation&#39;s).</p><hr><h3 id="notbefore" tabindex="-1">notBefore? <a class="header-anchor" href="#notbefore" aria-label="Permalink to &quot;notBefore?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>notBefore?</strong>: <code>string</code></p></blockquote><p>RFC 3339 date-time before which the message is not valid (default: none).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SiwxMessageInput.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SiwxMessageInput = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SiwxMessageInput as default
};
