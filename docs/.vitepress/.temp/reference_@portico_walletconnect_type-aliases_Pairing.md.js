import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: Pairing","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/Pairing.md","filePath":"reference/@portico/walletconnect/type-aliases/Pairing.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/Pairing.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / Pairing</p><h1 id="type-alias-pairing" tabindex="-1">Type Alias: Pairing <a class="header-anchor" href="#type-alias-pairing" aria-label="Permalink to &quot;Type Alias: Pairing&quot;">​</a></h1><blockquote><p><strong>Pairing</strong> = <code>object</code></p></blockquote><p>A pairing: the topic a dapp and a wallet share before (and besides) their sessions.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="active" tabindex="-1">active <a class="header-anchor" href="#active" aria-label="Permalink to &quot;active&quot;">​</a></h3><blockquote><p><strong>active</strong>: <code>boolean</code></p></blockquote><hr><h3 id="expiry" tabindex="-1">expiry <a class="header-anchor" href="#expiry" aria-label="Permalink to &quot;expiry&quot;">​</a></h3><blockquote><p><strong>expiry</strong>: <code>number</code></p></blockquote><p>Seconds since the epoch.</p><hr><h3 id="methods" tabindex="-1">methods? <a class="header-anchor" href="#methods" aria-label="Permalink to &quot;methods?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>methods?</strong>: <code>string</code>[]</p></blockquote><p>The methods the URI announced (<code>wc_sessionAuthenticate</code> for one-click sign-in).</p><hr><h3 id="peermetadata" tabindex="-1">peerMetadata? <a class="header-anchor" href="#peermetadata" aria-label="Permalink to &quot;peerMetadata?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>peerMetadata?</strong>: <a href="./SignMetadata"><code>SignMetadata</code></a></p></blockquote><hr><h3 id="relay" tabindex="-1">relay <a class="header-anchor" href="#relay" aria-label="Permalink to &quot;relay&quot;">​</a></h3><blockquote><p><strong>relay</strong>: <code>object</code></p></blockquote><h4 id="protocol" tabindex="-1">protocol <a class="header-anchor" href="#protocol" aria-label="Permalink to &quot;protocol&quot;">​</a></h4><blockquote><p><strong>protocol</strong>: <code>string</code></p></blockquote><hr><h3 id="topic" tabindex="-1">topic <a class="header-anchor" href="#topic" aria-label="Permalink to &quot;topic&quot;">​</a></h3><blockquote><p><strong>topic</strong>: <code>string</code></p></blockquote><hr><h3 id="uri" tabindex="-1">uri? <a class="header-anchor" href="#uri" aria-label="Permalink to &quot;uri?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>uri?</strong>: <code>string</code></p></blockquote><p>The pairing URI (only on the side that created it).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/Pairing.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const Pairing = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  Pairing as default
};
