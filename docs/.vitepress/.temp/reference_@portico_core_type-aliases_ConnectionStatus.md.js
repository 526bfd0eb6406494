import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ConnectionStatus","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ConnectionStatus.md","filePath":"reference/@portico/core/type-aliases/ConnectionStatus.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ConnectionStatus.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ConnectionStatus</p><h1 id="type-alias-connectionstatus" tabindex="-1">Type Alias: ConnectionStatus <a class="header-anchor" href="#type-alias-connectionstatus" aria-label="Permalink to &quot;Type Alias: ConnectionStatus&quot;">​</a></h1><blockquote><p><strong>ConnectionStatus</strong> = <code>&quot;disconnected&quot;</code> | <code>&quot;connecting&quot;</code> | <code>&quot;connected&quot;</code></p></blockquote><p>Connection status (SPEC §3, §4).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ConnectionStatus.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ConnectionStatus = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ConnectionStatus as default
};
