import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateEvmAdapterReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/evm/type-aliases/CreateEvmAdapterReturnType.md","filePath":"reference/@portico/evm/type-aliases/CreateEvmAdapterReturnType.md"}');
const _sfc_main = { name: "reference/@portico/evm/type-aliases/CreateEvmAdapterReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/evm</a> / CreateEvmAdapterReturnType</p><h1 id="type-alias-createevmadapterreturntype" tabindex="-1">Type Alias: CreateEvmAdapterReturnType <a class="header-anchor" href="#type-alias-createevmadapterreturntype" aria-label="Permalink to &quot;Type Alias: CreateEvmAdapterReturnType&quot;">​</a></h1><blockquote><p><strong>CreateEvmAdapterReturnType</strong> = <a href="./../../core/interfaces/ChainAdapter"><code>ChainAdapter</code></a> &amp; <code>object</code></p></blockquote><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="config" tabindex="-1">config <a class="header-anchor" href="#config" aria-label="Permalink to &quot;config&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>config</strong>: <code>Config</code></p></blockquote><p>The wagmi config: keep using @wagmi/core actions with it.</p><h3 id="namespace" tabindex="-1">namespace <a class="header-anchor" href="#namespace" aria-label="Permalink to &quot;namespace&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>namespace</strong>: <code>&quot;eip155&quot;</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/evm/type-aliases/CreateEvmAdapterReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateEvmAdapterReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateEvmAdapterReturnType as default
};
