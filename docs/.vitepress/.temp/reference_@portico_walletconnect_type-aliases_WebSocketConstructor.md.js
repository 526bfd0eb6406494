import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: WebSocketConstructor","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/WebSocketConstructor.md","filePath":"reference/@portico/walletconnect/type-aliases/WebSocketConstructor.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/WebSocketConstructor.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / WebSocketConstructor</p><h1 id="type-alias-websocketconstructor" tabindex="-1">Type Alias: WebSocketConstructor <a class="header-anchor" href="#type-alias-websocketconstructor" aria-label="Permalink to &quot;Type Alias: WebSocketConstructor&quot;">​</a></h1><blockquote><p><strong>WebSocketConstructor</strong> = new (<code>url</code>) =&gt; <a href="./WebSocketLike"><code>WebSocketLike</code></a></p></blockquote><p>A WebSocket constructor: <code>WebSocket</code> in browsers, <code>import { WebSocket } from &#39;ws&#39;</code> in Node 20.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="url" tabindex="-1">url <a class="header-anchor" href="#url" aria-label="Permalink to &quot;url&quot;">​</a></h3><p><code>string</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./WebSocketLike"><code>WebSocketLike</code></a></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/WebSocketConstructor.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const WebSocketConstructor = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  WebSocketConstructor as default
};
