import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ShowToastParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ShowToastParameters.md","filePath":"reference/@portico/core/type-aliases/ShowToastParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ShowToastParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ShowToastParameters</p><h1 id="type-alias-showtoastparameters" tabindex="-1">Type Alias: ShowToastParameters <a class="header-anchor" href="#type-alias-showtoastparameters" aria-label="Permalink to &quot;Type Alias: ShowToastParameters&quot;">​</a></h1><blockquote><p><strong>ShowToastParameters</strong> = <code>object</code></p></blockquote><p>A toast to show.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="autoclose" tabindex="-1">autoClose? <a class="header-anchor" href="#autoclose" aria-label="Permalink to &quot;autoClose?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>autoClose?</strong>: <code>boolean</code></p></blockquote><p>Close by itself after the duration. Default: true, except for <code>loading</code>.</p><hr><h3 id="link" tabindex="-1">link? <a class="header-anchor" href="#link" aria-label="Permalink to &quot;link?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>link?</strong>: <a href="./ToastLink"><code>ToastLink</code></a></p></blockquote><p>A link shown after the message (e.g. the transaction on a block explorer).</p><hr><h3 id="message" tabindex="-1">message <a class="header-anchor" href="#message" aria-label="Permalink to &quot;message&quot;">​</a></h3><blockquote><p><strong>message</strong>: <code>string</code></p></blockquote><hr><h3 id="svg" tabindex="-1">svg? <a class="header-anchor" href="#svg" aria-label="Permalink to &quot;svg?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>svg?</strong>: <code>string</code></p></blockquote><p>Icon for the <code>svg</code> variant (markup or a URL, as the UI decides).</p><hr><h3 id="variant" tabindex="-1">variant <a class="header-anchor" href="#variant" aria-label="Permalink to &quot;variant&quot;">​</a></h3><blockquote><p><strong>variant</strong>: <a href="./ToastVariant"><code>ToastVariant</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ShowToastParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ShowToastParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ShowToastParameters as default
};
