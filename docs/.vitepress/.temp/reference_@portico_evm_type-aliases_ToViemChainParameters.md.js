import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ToViemChainParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/evm/type-aliases/ToViemChainParameters.md","filePath":"reference/@portico/evm/type-aliases/ToViemChainParameters.md"}');
const _sfc_main = { name: "reference/@portico/evm/type-aliases/ToViemChainParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/evm</a> / ToViemChainParameters</p><h1 id="type-alias-toviemchainparameters" tabindex="-1">Type Alias: ToViemChainParameters <a class="header-anchor" href="#type-alias-toviemchainparameters" aria-label="Permalink to &quot;Type Alias: ToViemChainParameters&quot;">​</a></h1><blockquote><p><strong>ToViemChainParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="network" tabindex="-1">network <a class="header-anchor" href="#network" aria-label="Permalink to &quot;network&quot;">​</a></h3><blockquote><p><strong>network</strong>: <a href="./../../core/type-aliases/AdapterNetwork"><code>AdapterNetwork</code></a></p></blockquote><hr><h3 id="rpcurl" tabindex="-1">rpcUrl? <a class="header-anchor" href="#rpcurl" aria-label="Permalink to &quot;rpcUrl?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>rpcUrl?</strong>: <code>string</code></p></blockquote><p>RPC URL used when the network itself lists none.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/evm/type-aliases/ToViemChainParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ToViemChainParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ToViemChainParameters as default
};
