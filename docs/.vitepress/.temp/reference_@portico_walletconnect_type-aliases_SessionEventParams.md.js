import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SessionEventParams","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/SessionEventParams.md","filePath":"reference/@portico/walletconnect/type-aliases/SessionEventParams.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/SessionEventParams.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / SessionEventParams</p><h1 id="type-alias-sessioneventparams" tabindex="-1">Type Alias: SessionEventParams <a class="header-anchor" href="#type-alias-sessioneventparams" aria-label="Permalink to &quot;Type Alias: SessionEventParams&quot;">​</a></h1><blockquote><p><strong>SessionEventParams</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="chainid" tabindex="-1">chainId <a class="header-anchor" href="#chainid" aria-label="Permalink to &quot;chainId&quot;">​</a></h3><blockquote><p><strong>chainId</strong>: <code>string</code></p></blockquote><hr><h3 id="event" tabindex="-1">event <a class="header-anchor" href="#event" aria-label="Permalink to &quot;event&quot;">​</a></h3><blockquote><p><strong>event</strong>: <code>object</code></p></blockquote><h4 id="data" tabindex="-1">data <a class="header-anchor" href="#data" aria-label="Permalink to &quot;data&quot;">​</a></h4><blockquote><p><strong>data</strong>: <code>unknown</code></p></blockquote><h4 id="name" tabindex="-1">name <a class="header-anchor" href="#name" aria-label="Permalink to &quot;name&quot;">​</a></h4><blockquote><p><strong>name</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/SessionEventParams.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SessionEventParams = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SessionEventParams as default
};
