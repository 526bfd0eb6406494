import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: SOCKET_DEFAULTS","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/SOCKET_DEFAULTS.md","filePath":"reference/@portico/core/variables/SOCKET_DEFAULTS.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/SOCKET_DEFAULTS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SOCKET_DEFAULTS</p><h1 id="variable-socket-defaults" tabindex="-1">Variable: SOCKET_DEFAULTS <a class="header-anchor" href="#variable-socket-defaults" aria-label="Permalink to &quot;Variable: SOCKET\\_DEFAULTS&quot;">​</a></h1><blockquote><p><code>const</code> <strong>SOCKET_DEFAULTS</strong>: <code>object</code></p></blockquote><p>Socket client defaults: reconnect on, every 1 s, at most 5 times.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="maxreconnects" tabindex="-1">maxReconnects <a class="header-anchor" href="#maxreconnects" aria-label="Permalink to &quot;maxReconnects&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>maxReconnects</strong>: <code>5</code> = <code>5</code></p></blockquote><h3 id="reconnect" tabindex="-1">reconnect <a class="header-anchor" href="#reconnect" aria-label="Permalink to &quot;reconnect&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>reconnect</strong>: <code>true</code> = <code>true</code></p></blockquote><h3 id="reconnectintervalms" tabindex="-1">reconnectIntervalMs <a class="header-anchor" href="#reconnectintervalms" aria-label="Permalink to &quot;reconnectIntervalMs&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>reconnectIntervalMs</strong>: <code>1000</code> = <code>1_000</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/SOCKET_DEFAULTS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SOCKET_DEFAULTS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SOCKET_DEFAULTS as default
};
