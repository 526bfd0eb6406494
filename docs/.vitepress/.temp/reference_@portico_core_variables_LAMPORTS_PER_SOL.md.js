import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: LAMPORTS_PER_SOL","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/LAMPORTS_PER_SOL.md","filePath":"reference/@portico/core/variables/LAMPORTS_PER_SOL.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/LAMPORTS_PER_SOL.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / LAMPORTS_PER_SOL</p><h1 id="variable-lamports-per-sol" tabindex="-1">Variable: LAMPORTS_PER_SOL <a class="header-anchor" href="#variable-lamports-per-sol" aria-label="Permalink to &quot;Variable: LAMPORTS\\_PER\\_SOL&quot;">​</a></h1><blockquote><p><code>const</code> <strong>LAMPORTS_PER_SOL</strong>: <code>1000000000n</code> = <code>1_000_000_000n</code></p></blockquote><p>Lamports in one SOL.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/LAMPORTS_PER_SOL.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const LAMPORTS_PER_SOL = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  LAMPORTS_PER_SOL as default
};
