import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatDeepLinkParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/FormatDeepLinkParameters.md","filePath":"reference/@portico/core/type-aliases/FormatDeepLinkParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/FormatDeepLinkParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / FormatDeepLinkParameters</p><h1 id="type-alias-formatdeeplinkparameters" tabindex="-1">Type Alias: FormatDeepLinkParameters <a class="header-anchor" href="#type-alias-formatdeeplinkparameters" aria-label="Permalink to &quot;Type Alias: FormatDeepLinkParameters&quot;">​</a></h1><blockquote><p><strong>FormatDeepLinkParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/formatDeepLink">formatDeepLink</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="link" tabindex="-1">link <a class="header-anchor" href="#link" aria-label="Permalink to &quot;link&quot;">​</a></h3><blockquote><p><strong>link</strong>: <code>string</code></p></blockquote><p>The wallet&#39;s link: a native scheme (<code>metamask://</code>, <code>rainbow:</code>) or a universal link (<code>https://…</code>).</p><hr><h3 id="uri" tabindex="-1">uri <a class="header-anchor" href="#uri" aria-label="Permalink to &quot;uri&quot;">​</a></h3><blockquote><p><strong>uri</strong>: <code>string</code></p></blockquote><p>The WalletConnect pairing URI (<code>wc:…</code>).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/FormatDeepLinkParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatDeepLinkParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatDeepLinkParameters as default
};
