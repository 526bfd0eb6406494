import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: PorticoProviderProps","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/PorticoProviderProps.md","filePath":"reference/@portico/react/type-aliases/PorticoProviderProps.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/PorticoProviderProps.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / PorticoProviderProps</p><h1 id="type-alias-porticoproviderprops" tabindex="-1">Type Alias: PorticoProviderProps <a class="header-anchor" href="#type-alias-porticoproviderprops" aria-label="Permalink to &quot;Type Alias: PorticoProviderProps&quot;">​</a></h1><blockquote><p><strong>PorticoProviderProps</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="children" tabindex="-1">children? <a class="header-anchor" href="#children" aria-label="Permalink to &quot;children?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>children?</strong>: <code>ReactNode</code></p></blockquote><hr><h3 id="config" tabindex="-1">config <a class="header-anchor" href="#config" aria-label="Permalink to &quot;config&quot;">​</a></h3><blockquote><p><strong>config</strong>: <a href="./PorticoConfig"><code>PorticoConfig</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/PorticoProviderProps.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const PorticoProviderProps = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  PorticoProviderProps as default
};
