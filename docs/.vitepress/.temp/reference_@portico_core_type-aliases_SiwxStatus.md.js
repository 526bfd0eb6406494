import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SiwxStatus","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SiwxStatus.md","filePath":"reference/@portico/core/type-aliases/SiwxStatus.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SiwxStatus.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SiwxStatus</p><h1 id="type-alias-siwxstatus" tabindex="-1">Type Alias: SiwxStatus <a class="header-anchor" href="#type-alias-siwxstatus" aria-label="Permalink to &quot;Type Alias: SiwxStatus&quot;">​</a></h1><blockquote><p><strong>SiwxStatus</strong> = <code>&quot;idle&quot;</code> | <code>&quot;checking&quot;</code> | <code>&quot;signed-out&quot;</code> | <code>&quot;signing&quot;</code> | <code>&quot;signed-in&quot;</code></p></blockquote><p>Where sign-in stands for the active account: <code>idle</code> (no connected account or sign-in not checked yet), <code>checking</code> (asking for sessions), <code>signed-out</code> (no session: the sign view is due), <code>signing</code> (waiting for the wallet and the verification), <code>signed-in</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SiwxStatus.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SiwxStatus = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SiwxStatus as default
};
