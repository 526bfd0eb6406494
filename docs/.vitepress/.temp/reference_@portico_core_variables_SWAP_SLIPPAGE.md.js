import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: SWAP_SLIPPAGE","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/SWAP_SLIPPAGE.md","filePath":"reference/@portico/core/variables/SWAP_SLIPPAGE.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/SWAP_SLIPPAGE.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SWAP_SLIPPAGE</p><h1 id="variable-swap-slippage" tabindex="-1">Variable: SWAP_SLIPPAGE <a class="header-anchor" href="#variable-swap-slippage" aria-label="Permalink to &quot;Variable: SWAP\\_SLIPPAGE&quot;">​</a></h1><blockquote><p><code>const</code> <strong>SWAP_SLIPPAGE</strong>: <code>1</code> = <code>1</code></p></blockquote><p>Swap slippage tolerance (percent).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/SWAP_SLIPPAGE.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SWAP_SLIPPAGE = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SWAP_SLIPPAGE as default
};
