import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: PublishOptions","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/PublishOptions.md","filePath":"reference/@portico/walletconnect/type-aliases/PublishOptions.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/PublishOptions.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / PublishOptions</p><h1 id="type-alias-publishoptions" tabindex="-1">Type Alias: PublishOptions <a class="header-anchor" href="#type-alias-publishoptions" aria-label="Permalink to &quot;Type Alias: PublishOptions&quot;">​</a></h1><blockquote><p><strong>PublishOptions</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="prompt" tabindex="-1">prompt? <a class="header-anchor" href="#prompt" aria-label="Permalink to &quot;prompt?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>prompt?</strong>: <code>boolean</code></p></blockquote><p>Ask the relay to push a notification to the wallet.</p><hr><h3 id="tag" tabindex="-1">tag <a class="header-anchor" href="#tag" aria-label="Permalink to &quot;tag&quot;">​</a></h3><blockquote><p><strong>tag</strong>: <code>number</code></p></blockquote><p>The message tag (e.g. 1108 for a session request).</p><hr><h3 id="ttl" tabindex="-1">ttl <a class="header-anchor" href="#ttl" aria-label="Permalink to &quot;ttl&quot;">​</a></h3><blockquote><p><strong>ttl</strong>: <code>number</code></p></blockquote><p>Seconds the relay keeps the message for subscribers that come later.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/PublishOptions.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const PublishOptions = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  PublishOptions as default
};
