import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SignMetadata","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/SignMetadata.md","filePath":"reference/@portico/walletconnect/type-aliases/SignMetadata.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/SignMetadata.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / SignMetadata</p><h1 id="type-alias-signmetadata" tabindex="-1">Type Alias: SignMetadata <a class="header-anchor" href="#type-alias-signmetadata" aria-label="Permalink to &quot;Type Alias: SignMetadata&quot;">​</a></h1><blockquote><p><strong>SignMetadata</strong> = <code>object</code></p></blockquote><p>What a peer says about itself (shown to the user).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="description" tabindex="-1">description <a class="header-anchor" href="#description" aria-label="Permalink to &quot;description&quot;">​</a></h3><blockquote><p><strong>description</strong>: <code>string</code></p></blockquote><hr><h3 id="icons" tabindex="-1">icons <a class="header-anchor" href="#icons" aria-label="Permalink to &quot;icons&quot;">​</a></h3><blockquote><p><strong>icons</strong>: <code>string</code>[]</p></blockquote><hr><h3 id="name" tabindex="-1">name <a class="header-anchor" href="#name" aria-label="Permalink to &quot;name&quot;">​</a></h3><blockquote><p><strong>name</strong>: <code>string</code></p></blockquote><hr><h3 id="redirect" tabindex="-1">redirect? <a class="header-anchor" href="#redirect" aria-label="Permalink to &quot;redirect?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>redirect?</strong>: <code>object</code></p></blockquote><h4 id="linkmode" tabindex="-1">linkMode? <a class="header-anchor" href="#linkmode" aria-label="Permalink to &quot;linkMode?&quot;">​</a></h4><blockquote><p><code>optional</code> <strong>linkMode?</strong>: <code>boolean</code></p></blockquote><h4 id="native" tabindex="-1">native? <a class="header-anchor" href="#native" aria-label="Permalink to &quot;native?&quot;">​</a></h4><blockquote><p><code>optional</code> <strong>native?</strong>: <code>string</code></p></blockquote><h4 id="universal" tabindex="-1">universal? <a class="header-anchor" href="#universal" aria-label="Permalink to &quot;universal?&quot;">​</a></h4><blockquote><p><code>optional</code> <strong>universal?</strong>: <code>string</code></p></blockquote><hr><h3 id="url" tabindex="-1">url <a class="header-anchor" href="#url" aria-label="Permalink to &quot;url&quot;">​</a></h3><blockquote><p><strong>url</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/SignMetadata.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SignMetadata = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SignMetadata as default
};
