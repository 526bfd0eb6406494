import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: DisconnectParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/DisconnectParameters.md","filePath":"reference/@portico/core/type-aliases/DisconnectParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/DisconnectParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / DisconnectParameters</p><h1 id="type-alias-disconnectparameters" tabindex="-1">Type Alias: DisconnectParameters <a class="header-anchor" href="#type-alias-disconnectparameters" aria-label="Permalink to &quot;Type Alias: DisconnectParameters&quot;">​</a></h1><blockquote><p><strong>DisconnectParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <code>disconnect</code>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="adapters" tabindex="-1">adapters <a class="header-anchor" href="#adapters" aria-label="Permalink to &quot;adapters&quot;">​</a></h3><blockquote><p><strong>adapters</strong>: <code>Partial</code>&lt;<code>Record</code>&lt;<a href="./ChainNamespace"><code>ChainNamespace</code></a>, <code>Pick</code>&lt;<a href="./../interfaces/ChainAdapter"><code>ChainAdapter</code></a>, <code>&quot;disconnect&quot;</code>&gt;&gt;&gt;</p></blockquote><p>Adapters by namespace.</p><hr><h3 id="namespace" tabindex="-1">namespace? <a class="header-anchor" href="#namespace" aria-label="Permalink to &quot;namespace?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>namespace?</strong>: <a href="./ChainNamespace"><code>ChainNamespace</code></a></p></blockquote><p>Disconnect only this namespace; default every connected namespace.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/DisconnectParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const DisconnectParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  DisconnectParameters as default
};
