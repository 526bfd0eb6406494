import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RelayMessage","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/RelayMessage.md","filePath":"reference/@portico/walletconnect/type-aliases/RelayMessage.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/RelayMessage.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / RelayMessage</p><h1 id="type-alias-relaymessage" tabindex="-1">Type Alias: RelayMessage <a class="header-anchor" href="#type-alias-relaymessage" aria-label="Permalink to &quot;Type Alias: RelayMessage&quot;">​</a></h1><blockquote><p><strong>RelayMessage</strong> = <code>object</code></p></blockquote><p>A message delivered on a subscribed topic (<code>irn_subscription</code>) or fetched.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="attestation" tabindex="-1">attestation <a class="header-anchor" href="#attestation" aria-label="Permalink to &quot;attestation&quot;">​</a></h3><blockquote><p><strong>attestation</strong>: <code>string</code> | <code>undefined</code></p></blockquote><hr><h3 id="message" tabindex="-1">message <a class="header-anchor" href="#message" aria-label="Permalink to &quot;message&quot;">​</a></h3><blockquote><p><strong>message</strong>: <code>string</code></p></blockquote><p>The envelope text as published.</p><hr><h3 id="publishedat" tabindex="-1">publishedAt <a class="header-anchor" href="#publishedat" aria-label="Permalink to &quot;publishedAt&quot;">​</a></h3><blockquote><p><strong>publishedAt</strong>: <code>number</code> | <code>undefined</code></p></blockquote><hr><h3 id="tag" tabindex="-1">tag <a class="header-anchor" href="#tag" aria-label="Permalink to &quot;tag&quot;">​</a></h3><blockquote><p><strong>tag</strong>: <code>number</code> | <code>undefined</code></p></blockquote><hr><h3 id="topic" tabindex="-1">topic <a class="header-anchor" href="#topic" aria-label="Permalink to &quot;topic&quot;">​</a></h3><blockquote><p><strong>topic</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/RelayMessage.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RelayMessage = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RelayMessage as default
};
