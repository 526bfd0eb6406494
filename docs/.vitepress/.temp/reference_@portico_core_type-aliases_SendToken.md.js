import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SendToken","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SendToken.md","filePath":"reference/@portico/core/type-aliases/SendToken.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SendToken.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SendToken</p><h1 id="type-alias-sendtoken" tabindex="-1">Type Alias: SendToken <a class="header-anchor" href="#type-alias-sendtoken" aria-label="Permalink to &quot;Type Alias: SendToken&quot;">​</a></h1><blockquote><p><strong>SendToken</strong> = <code>object</code></p></blockquote><p>A token the account can send (SPEC §3 send draft <code>token</code>), with an exact balance.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="address" tabindex="-1">address? <a class="header-anchor" href="#address" aria-label="Permalink to &quot;address?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>address?</strong>: <code>string</code></p></blockquote><p>The token contract (for eip155 an ERC-20 address, no CAIP prefix); absent for the native token.</p><hr><h3 id="balance" tabindex="-1">balance <a class="header-anchor" href="#balance" aria-label="Permalink to &quot;balance&quot;">​</a></h3><blockquote><p><strong>balance</strong>: <code>bigint</code></p></blockquote><p>The account&#39;s balance, in the token&#39;s smallest unit.</p><hr><h3 id="decimals" tabindex="-1">decimals <a class="header-anchor" href="#decimals" aria-label="Permalink to &quot;decimals&quot;">​</a></h3><blockquote><p><strong>decimals</strong>: <code>number</code></p></blockquote><hr><h3 id="iconurl" tabindex="-1">iconUrl? <a class="header-anchor" href="#iconurl" aria-label="Permalink to &quot;iconUrl?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>iconUrl?</strong>: <code>string</code></p></blockquote><hr><h3 id="name" tabindex="-1">name <a class="header-anchor" href="#name" aria-label="Permalink to &quot;name&quot;">​</a></h3><blockquote><p><strong>name</strong>: <code>string</code></p></blockquote><hr><h3 id="price" tabindex="-1">price? <a class="header-anchor" href="#price" aria-label="Permalink to &quot;price?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>price?</strong>: <code>number</code></p></blockquote><p>USD price of one token, when known.</p><hr><h3 id="symbol" tabindex="-1">symbol <a class="header-anchor" href="#symbol" aria-label="Permalink to &quot;symbol&quot;">​</a></h3><blockquote><p><strong>symbol</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SendToken.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SendToken = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SendToken as default
};
