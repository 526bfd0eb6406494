import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: SOLANA_STATUS_POLL_MS","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/SOLANA_STATUS_POLL_MS.md","filePath":"reference/@portico/core/variables/SOLANA_STATUS_POLL_MS.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/SOLANA_STATUS_POLL_MS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SOLANA_STATUS_POLL_MS</p><h1 id="variable-solana-status-poll-ms" tabindex="-1">Variable: SOLANA_STATUS_POLL_MS <a class="header-anchor" href="#variable-solana-status-poll-ms" aria-label="Permalink to &quot;Variable: SOLANA\\_STATUS\\_POLL\\_MS&quot;">​</a></h1><blockquote><p><code>const</code> <strong>SOLANA_STATUS_POLL_MS</strong>: <code>1000</code> = <code>1_000</code></p></blockquote><p>Transaction status poll interval.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/SOLANA_STATUS_POLL_MS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SOLANA_STATUS_POLL_MS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SOLANA_STATUS_POLL_MS as default
};
