import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SiwxMessage","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SiwxMessage.md","filePath":"reference/@portico/core/type-aliases/SiwxMessage.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SiwxMessage.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SiwxMessage</p><h1 id="type-alias-siwxmessage" tabindex="-1">Type Alias: SiwxMessage <a class="header-anchor" href="#type-alias-siwxmessage" aria-label="Permalink to &quot;Type Alias: SiwxMessage&quot;">​</a></h1><blockquote><p><strong>SiwxMessage</strong> = <a href="./SiwxMessageData"><code>SiwxMessageData</code></a> &amp; <code>object</code></p></blockquote><p>A sign-in message: its data, and <code>toString()</code> giving the exact text the wallet signs.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="tostring" tabindex="-1">toString <a class="header-anchor" href="#tostring" aria-label="Permalink to &quot;toString&quot;">​</a></h3><blockquote><p><strong>toString</strong>: () =&gt; <code>string</code></p></blockquote><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>string</code></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SiwxMessage.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SiwxMessage = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SiwxMessage as default
};
