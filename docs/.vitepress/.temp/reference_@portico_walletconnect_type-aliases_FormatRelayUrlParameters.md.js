import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatRelayUrlParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/FormatRelayUrlParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/FormatRelayUrlParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/FormatRelayUrlParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / FormatRelayUrlParameters</p><h1 id="type-alias-formatrelayurlparameters" tabindex="-1">Type Alias: FormatRelayUrlParameters <a class="header-anchor" href="#type-alias-formatrelayurlparameters" aria-label="Permalink to &quot;Type Alias: FormatRelayUrlParameters&quot;">​</a></h1><blockquote><p><strong>FormatRelayUrlParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="auth" tabindex="-1">auth <a class="header-anchor" href="#auth" aria-label="Permalink to &quot;auth&quot;">​</a></h3><blockquote><p><strong>auth</strong>: <code>string</code></p></blockquote><p>The relay auth token (see <code>createRelayJwt</code>).</p><hr><h3 id="projectid" tabindex="-1">projectId <a class="header-anchor" href="#projectid" aria-label="Permalink to &quot;projectId&quot;">​</a></h3><blockquote><p><strong>projectId</strong>: <code>string</code></p></blockquote><hr><h3 id="relayurl" tabindex="-1">relayUrl <a class="header-anchor" href="#relayurl" aria-label="Permalink to &quot;relayUrl&quot;">​</a></h3><blockquote><p><strong>relayUrl</strong>: <code>string</code></p></blockquote><p><code>wss://…</code> or <code>ws://…</code></p><hr><h3 id="ua" tabindex="-1">ua? <a class="header-anchor" href="#ua" aria-label="Permalink to &quot;ua?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>ua?</strong>: <code>string</code></p></blockquote><p>User agent, e.g. <code>wc-2/portico-0.1.0</code>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/FormatRelayUrlParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatRelayUrlParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatRelayUrlParameters as default
};
