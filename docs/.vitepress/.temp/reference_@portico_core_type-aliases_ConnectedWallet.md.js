import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ConnectedWallet","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ConnectedWallet.md","filePath":"reference/@portico/core/type-aliases/ConnectedWallet.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ConnectedWallet.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ConnectedWallet</p><h1 id="type-alias-connectedwallet" tabindex="-1">Type Alias: ConnectedWallet <a class="header-anchor" href="#type-alias-connectedwallet" aria-label="Permalink to &quot;Type Alias: ConnectedWallet&quot;">​</a></h1><blockquote><p><strong>ConnectedWallet</strong> = <code>object</code></p></blockquote><p>The wallet last connected with.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="id" tabindex="-1">id <a class="header-anchor" href="#id" aria-label="Permalink to &quot;id&quot;">​</a></h3><blockquote><p><strong>id</strong>: <code>string</code></p></blockquote><hr><h3 id="imageurl" tabindex="-1">imageUrl? <a class="header-anchor" href="#imageurl" aria-label="Permalink to &quot;imageUrl?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>imageUrl?</strong>: <code>string</code></p></blockquote><hr><h3 id="name" tabindex="-1">name <a class="header-anchor" href="#name" aria-label="Permalink to &quot;name&quot;">​</a></h3><blockquote><p><strong>name</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ConnectedWallet.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ConnectedWallet = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ConnectedWallet as default
};
