import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: deepLinkStorageKey","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/deepLinkStorageKey.md","filePath":"reference/@portico/core/variables/deepLinkStorageKey.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/deepLinkStorageKey.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / deepLinkStorageKey</p><h1 id="variable-deeplinkstoragekey" tabindex="-1">Variable: deepLinkStorageKey <a class="header-anchor" href="#variable-deeplinkstoragekey" aria-label="Permalink to &quot;Variable: deepLinkStorageKey&quot;">​</a></h1><blockquote><p><code>const</code> <strong>deepLinkStorageKey</strong>: <code>&quot;portico.wcLinking&quot;</code> = <code>&#39;portico.wcLinking&#39;</code></p></blockquote><p>Where the deep-link record lives in storage.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/deepLinkStorageKey.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const deepLinkStorageKey = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  deepLinkStorageKey as default
};
