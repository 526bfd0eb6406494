import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ConnectButtonProps","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/ConnectButtonProps.md","filePath":"reference/@portico/react/type-aliases/ConnectButtonProps.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/ConnectButtonProps.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / ConnectButtonProps</p><h1 id="type-alias-connectbuttonprops" tabindex="-1">Type Alias: ConnectButtonProps <a class="header-anchor" href="#type-alias-connectbuttonprops" aria-label="Permalink to &quot;Type Alias: ConnectButtonProps&quot;">​</a></h1><blockquote><p><strong>ConnectButtonProps</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="classname" tabindex="-1">className? <a class="header-anchor" href="#classname" aria-label="Permalink to &quot;className?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>className?</strong>: <code>string</code></p></blockquote><p>Extra class names for the button.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/ConnectButtonProps.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ConnectButtonProps = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ConnectButtonProps as default
};
