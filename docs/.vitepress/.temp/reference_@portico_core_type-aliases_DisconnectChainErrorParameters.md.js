import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: DisconnectChainErrorParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/DisconnectChainErrorParameters.md","filePath":"reference/@portico/core/type-aliases/DisconnectChainErrorParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/DisconnectChainErrorParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / DisconnectChainErrorParameters</p><h1 id="type-alias-disconnectchainerrorparameters" tabindex="-1">Type Alias: DisconnectChainErrorParameters <a class="header-anchor" href="#type-alias-disconnectchainerrorparameters" aria-label="Permalink to &quot;Type Alias: DisconnectChainErrorParameters&quot;">​</a></h1><blockquote><p><strong>DisconnectChainErrorParameters</strong> = <code>ErrorParameters</code> &amp; <code>object</code></p></blockquote><p>Parameters of <a href="./../classes/DisconnectChainError">DisconnectChainError</a>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="chain" tabindex="-1">chain <a class="header-anchor" href="#chain" aria-label="Permalink to &quot;chain&quot;">​</a></h3><blockquote><p><strong>chain</strong>: <code>string</code></p></blockquote><p>The namespace (or chain) that failed to disconnect.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/DisconnectChainErrorParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DisconnectChainErrorParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DisconnectChainErrorParameters as default
};
