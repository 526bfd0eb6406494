import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SendResult","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SendResult.md","filePath":"reference/@portico/core/type-aliases/SendResult.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SendResult.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SendResult</p><h1 id="type-alias-sendresult" tabindex="-1">Type Alias: SendResult <a class="header-anchor" href="#type-alias-sendresult" aria-label="Permalink to &quot;Type Alias: SendResult&quot;">​</a></h1><blockquote><p><strong>SendResult</strong> = <code>object</code></p></blockquote><p>What <code>send</code> returns once the transaction is mined.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="fee" tabindex="-1">fee <a class="header-anchor" href="#fee" aria-label="Permalink to &quot;fee&quot;">​</a></h3><blockquote><p><strong>fee</strong>: <code>bigint</code></p></blockquote><hr><h3 id="hash" tabindex="-1">hash <a class="header-anchor" href="#hash" aria-label="Permalink to &quot;hash&quot;">​</a></h3><blockquote><p><strong>hash</strong>: <code>string</code></p></blockquote><hr><h3 id="preview" tabindex="-1">preview <a class="header-anchor" href="#preview" aria-label="Permalink to &quot;preview&quot;">​</a></h3><blockquote><p><strong>preview</strong>: <a href="./SendPreview"><code>SendPreview</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SendResult.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SendResult = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SendResult as default
};
