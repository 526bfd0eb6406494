import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SendPreview","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SendPreview.md","filePath":"reference/@portico/core/type-aliases/SendPreview.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SendPreview.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SendPreview</p><h1 id="type-alias-sendpreview" tabindex="-1">Type Alias: SendPreview <a class="header-anchor" href="#type-alias-sendpreview" aria-label="Permalink to &quot;Type Alias: SendPreview&quot;">​</a></h1><blockquote><p><strong>SendPreview</strong> = <code>object</code></p></blockquote><p>A checked send, with its fee estimate: what the preview shows and <code>send</code> sends.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="caipnetworkid" tabindex="-1">caipNetworkId <a class="header-anchor" href="#caipnetworkid" aria-label="Permalink to &quot;caipNetworkId&quot;">​</a></h3><blockquote><p><strong>caipNetworkId</strong>: <code>string</code></p></blockquote><hr><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <code>number</code> | <code>string</code></p></blockquote><hr><h3 id="fee" tabindex="-1">fee <a class="header-anchor" href="#fee" aria-label="Permalink to &quot;fee&quot;">​</a></h3><blockquote><p><strong>fee</strong>: <code>bigint</code></p></blockquote><p>The most the network fee may cost, in the native token&#39;s smallest unit.</p><hr><h3 id="from" tabindex="-1">from <a class="header-anchor" href="#from" aria-label="Permalink to &quot;from&quot;">​</a></h3><blockquote><p><strong>from</strong>: <code>string</code></p></blockquote><hr><h3 id="gas" tabindex="-1">gas <a class="header-anchor" href="#gas" aria-label="Permalink to &quot;gas&quot;">​</a></h3><blockquote><p><strong>gas</strong>: <code>bigint</code></p></blockquote><hr><h3 id="receiveraddress" tabindex="-1">receiverAddress <a class="header-anchor" href="#receiveraddress" aria-label="Permalink to &quot;receiverAddress&quot;">​</a></h3><blockquote><p><strong>receiverAddress</strong>: <code>string</code></p></blockquote><hr><h3 id="token" tabindex="-1">token <a class="header-anchor" href="#token" aria-label="Permalink to &quot;token&quot;">​</a></h3><blockquote><p><strong>token</strong>: <a href="./SendToken"><code>SendToken</code></a></p></blockquote><hr><h3 id="value" tabindex="-1">value <a class="header-anchor" href="#value" aria-label="Permalink to &quot;value&quot;">​</a></h3><blockquote><p><strong>value</strong>: <code>bigint</code></p></blockquote><p>The amount in the token&#39;s smallest unit.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SendPreview.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SendPreview = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SendPreview as default
};
