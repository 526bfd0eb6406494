import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: Strings","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/Strings.md","filePath":"reference/@portico/react/type-aliases/Strings.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/Strings.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / Strings</p><h1 id="type-alias-strings" tabindex="-1">Type Alias: Strings <a class="header-anchor" href="#type-alias-strings" aria-label="Permalink to &quot;Type Alias: Strings&quot;">​</a></h1><blockquote><p><strong>Strings</strong> = <em>typeof</em> <a href="./../variables/en"><code>en</code></a></p></blockquote><p>The shape every locale&#39;s catalogue has.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/Strings.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const Strings = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  Strings as default
};
