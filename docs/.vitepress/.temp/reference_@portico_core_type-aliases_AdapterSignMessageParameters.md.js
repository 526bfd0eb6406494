import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AdapterSignMessageParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/AdapterSignMessageParameters.md","filePath":"reference/@portico/core/type-aliases/AdapterSignMessageParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/AdapterSignMessageParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / AdapterSignMessageParameters</p><h1 id="type-alias-adaptersignmessageparameters" tabindex="-1">Type Alias: AdapterSignMessageParameters <a class="header-anchor" href="#type-alias-adaptersignmessageparameters" aria-label="Permalink to &quot;Type Alias: AdapterSignMessageParameters&quot;">​</a></h1><blockquote><p><strong>AdapterSignMessageParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="message" tabindex="-1">message <a class="header-anchor" href="#message" aria-label="Permalink to &quot;message&quot;">​</a></h3><blockquote><p><strong>message</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/AdapterSignMessageParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AdapterSignMessageParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AdapterSignMessageParameters as default
};
