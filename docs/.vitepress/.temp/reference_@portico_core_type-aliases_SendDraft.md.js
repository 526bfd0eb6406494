import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SendDraft","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/SendDraft.md","filePath":"reference/@portico/core/type-aliases/SendDraft.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/SendDraft.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / SendDraft</p><h1 id="type-alias-senddraft" tabindex="-1">Type Alias: SendDraft <a class="header-anchor" href="#type-alias-senddraft" aria-label="Permalink to &quot;Type Alias: SendDraft&quot;">​</a></h1><blockquote><p><strong>SendDraft</strong> = <code>object</code></p></blockquote><p>The send draft (SPEC §3).</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="networkbalanceinusd" tabindex="-1">networkBalanceInUsd <a class="header-anchor" href="#networkbalanceinusd" aria-label="Permalink to &quot;networkBalanceInUsd&quot;">​</a></h3><blockquote><p><strong>networkBalanceInUsd</strong>: <code>number</code> | <code>undefined</code></p></blockquote><p>The account&#39;s total on the active network, in USD.</p><hr><h3 id="receiveraddress" tabindex="-1">receiverAddress <a class="header-anchor" href="#receiveraddress" aria-label="Permalink to &quot;receiverAddress&quot;">​</a></h3><blockquote><p><strong>receiverAddress</strong>: <code>string</code></p></blockquote><hr><h3 id="receiverprofileimageurl" tabindex="-1">receiverProfileImageUrl <a class="header-anchor" href="#receiverprofileimageurl" aria-label="Permalink to &quot;receiverProfileImageUrl&quot;">​</a></h3><blockquote><p><strong>receiverProfileImageUrl</strong>: <code>string</code> | <code>undefined</code></p></blockquote><hr><h3 id="receiverprofilename" tabindex="-1">receiverProfileName <a class="header-anchor" href="#receiverprofilename" aria-label="Permalink to &quot;receiverProfileName&quot;">​</a></h3><blockquote><p><strong>receiverProfileName</strong>: <code>string</code> | <code>undefined</code></p></blockquote><hr><h3 id="sendtokenamount" tabindex="-1">sendTokenAmount <a class="header-anchor" href="#sendtokenamount" aria-label="Permalink to &quot;sendTokenAmount&quot;">​</a></h3><blockquote><p><strong>sendTokenAmount</strong>: <code>string</code></p></blockquote><p>The amount as typed (a decimal string, read exactly with <code>parseAmount</code>).</p><hr><h3 id="token" tabindex="-1">token <a class="header-anchor" href="#token" aria-label="Permalink to &quot;token&quot;">​</a></h3><blockquote><p><strong>token</strong>: <a href="./SendToken"><code>SendToken</code></a> | <code>undefined</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/SendDraft.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SendDraft = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SendDraft as default
};
