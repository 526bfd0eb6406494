import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FrameRequestErrorParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FrameRequestErrorParameters.md","filePath":"reference/@portico/core/type-aliases/FrameRequestErrorParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FrameRequestErrorParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FrameRequestErrorParameters</p><h1 id="type-alias-framerequesterrorparameters" tabindex="-1">Type Alias: FrameRequestErrorParameters <a class="header-anchor" href="#type-alias-framerequesterrorparameters" aria-label="Permalink to &quot;Type Alias: FrameRequestErrorParameters&quot;">​</a></h1><blockquote><p><strong>FrameRequestErrorParameters</strong> = <code>ErrorParameters</code> &amp; <code>object</code></p></blockquote><p>Parameters of <a href="./../classes/FrameRequestError">FrameRequestError</a>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="message" tabindex="-1">message? <a class="header-anchor" href="#message" aria-label="Permalink to &quot;message?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>message?</strong>: <code>string</code></p></blockquote><p>The <code>message</code> of the frame&#39;s error payload; <code>An error occurred</code> when absent.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FrameRequestErrorParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FrameRequestErrorParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FrameRequestErrorParameters as default
};
