import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ToastState","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ToastState.md","filePath":"reference/@portico/core/type-aliases/ToastState.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ToastState.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ToastState</p><h1 id="type-alias-toaststate" tabindex="-1">Type Alias: ToastState <a class="header-anchor" href="#type-alias-toaststate" aria-label="Permalink to &quot;Type Alias: ToastState&quot;">​</a></h1><blockquote><p><strong>ToastState</strong> = <code>object</code></p></blockquote><p>The toast&#39;s state. <code>message</code>/<code>variant</code> keep the last toast&#39;s while closed (for exit animations).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="autoclose" tabindex="-1">autoClose <a class="header-anchor" href="#autoclose" aria-label="Permalink to &quot;autoClose&quot;">​</a></h3><blockquote><p><strong>autoClose</strong>: <code>boolean</code></p></blockquote><hr><h3 id="link" tabindex="-1">link <a class="header-anchor" href="#link" aria-label="Permalink to &quot;link&quot;">​</a></h3><blockquote><p><strong>link</strong>: <a href="./ToastLink"><code>ToastLink</code></a> | <code>undefined</code></p></blockquote><hr><h3 id="message" tabindex="-1">message <a class="header-anchor" href="#message" aria-label="Permalink to &quot;message&quot;">​</a></h3><blockquote><p><strong>message</strong>: <code>string</code></p></blockquote><hr><h3 id="open" tabindex="-1">open <a class="header-anchor" href="#open" aria-label="Permalink to &quot;open&quot;">​</a></h3><blockquote><p><strong>open</strong>: <code>boolean</code></p></blockquote><hr><h3 id="svg" tabindex="-1">svg <a class="header-anchor" href="#svg" aria-label="Permalink to &quot;svg&quot;">​</a></h3><blockquote><p><strong>svg</strong>: <code>string</code> | <code>undefined</code></p></blockquote><hr><h3 id="variant" tabindex="-1">variant <a class="header-anchor" href="#variant" aria-label="Permalink to &quot;variant&quot;">​</a></h3><blockquote><p><strong>variant</strong>: <a href="./ToastVariant"><code>ToastVariant</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ToastState.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ToastState = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ToastState as default
};
