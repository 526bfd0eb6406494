import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SiwxState","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SiwxState.md","filePath":"reference/@portico/core/type-aliases/SiwxState.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SiwxState.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SiwxState</p><h1 id="type-alias-siwxstate" tabindex="-1">Type Alias: SiwxState <a class="header-anchor" href="#type-alias-siwxstate" aria-label="Permalink to &quot;Type Alias: SiwxState&quot;">​</a></h1><blockquote><p><strong>SiwxState</strong> = <code>object</code></p></blockquote><p>The sign-in state of the active account.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="caipaddress" tabindex="-1">caipAddress <a class="header-anchor" href="#caipaddress" aria-label="Permalink to &quot;caipAddress&quot;">​</a></h3><blockquote><p><strong>caipAddress</strong>: <code>string</code> | <code>undefined</code></p></blockquote><p><code>namespace:chainId:address</code> the state belongs to.</p><hr><h3 id="sessions" tabindex="-1">sessions <a class="header-anchor" href="#sessions" aria-label="Permalink to &quot;sessions&quot;">​</a></h3><blockquote><p><strong>sessions</strong>: readonly <a href="./SiwxSession"><code>SiwxSession</code></a>[]</p></blockquote><p>Sessions of the active address on the active chain.</p><hr><h3 id="status" tabindex="-1">status <a class="header-anchor" href="#status" aria-label="Permalink to &quot;status&quot;">​</a></h3><blockquote><p><strong>status</strong>: <a href="./SiwxStatus"><code>SiwxStatus</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SiwxState.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SiwxState = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SiwxState as default
};
