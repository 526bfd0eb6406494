import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: DisconnectParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/DisconnectParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/DisconnectParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/DisconnectParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / DisconnectParameters</p><h1 id="type-alias-disconnectparameters" tabindex="-1">Type Alias: DisconnectParameters <a class="header-anchor" href="#type-alias-disconnectparameters" aria-label="Permalink to &quot;Type Alias: DisconnectParameters&quot;">​</a></h1><blockquote><p><strong>DisconnectParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="reason" tabindex="-1">reason? <a class="header-anchor" href="#reason" aria-label="Permalink to &quot;reason?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>reason?</strong>: <a href="./JsonRpcError"><code>JsonRpcError</code></a></p></blockquote><hr><h3 id="topic" tabindex="-1">topic <a class="header-anchor" href="#topic" aria-label="Permalink to &quot;topic&quot;">​</a></h3><blockquote><p><strong>topic</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/DisconnectParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DisconnectParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DisconnectParameters as default
};
