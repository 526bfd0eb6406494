import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AdapterAuthentication","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/AdapterAuthentication.md","filePath":"reference/@portico/core/type-aliases/AdapterAuthentication.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/AdapterAuthentication.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / AdapterAuthentication</p><h1 id="type-alias-adapterauthentication" tabindex="-1">Type Alias: AdapterAuthentication <a class="header-anchor" href="#type-alias-adapterauthentication" aria-label="Permalink to &quot;Type Alias: AdapterAuthentication&quot;">​</a></h1><blockquote><p><strong>AdapterAuthentication</strong> = <code>object</code></p></blockquote><p>A sign-in the wallet signed while connecting: the exact text, its signature, the CACAO.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="cacao" tabindex="-1">cacao <a class="header-anchor" href="#cacao" aria-label="Permalink to &quot;cacao&quot;">​</a></h3><blockquote><p><strong>cacao</strong>: <code>Record</code>&lt;<code>string</code>, <code>unknown</code>&gt;</p></blockquote><hr><h3 id="message" tabindex="-1">message <a class="header-anchor" href="#message" aria-label="Permalink to &quot;message&quot;">​</a></h3><blockquote><p><strong>message</strong>: <code>string</code></p></blockquote><hr><h3 id="signature" tabindex="-1">signature <a class="header-anchor" href="#signature" aria-label="Permalink to &quot;signature&quot;">​</a></h3><blockquote><p><strong>signature</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/AdapterAuthentication.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AdapterAuthentication = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AdapterAuthentication as default
};
