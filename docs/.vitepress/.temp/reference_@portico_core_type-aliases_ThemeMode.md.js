import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ThemeMode","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ThemeMode.md","filePath":"reference/@portico/core/type-aliases/ThemeMode.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ThemeMode.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ThemeMode</p><h1 id="type-alias-thememode" tabindex="-1">Type Alias: ThemeMode <a class="header-anchor" href="#type-alias-thememode" aria-label="Permalink to &quot;Type Alias: ThemeMode&quot;">​</a></h1><blockquote><p><strong>ThemeMode</strong> = <em>typeof</em> <a href="./../variables/themeModes"><code>themeModes</code></a>[<code>number</code>]</p></blockquote><p>One of <a href="./../variables/themeModes">themeModes</a>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ThemeMode.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ThemeMode = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ThemeMode as default
};
