import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: SessionNamespace","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/SessionNamespace.md","filePath":"reference/@portico/walletconnect/type-aliases/SessionNamespace.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/SessionNamespace.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / SessionNamespace</p><h1 id="type-alias-sessionnamespace" tabindex="-1">Type Alias: SessionNamespace <a class="header-anchor" href="#type-alias-sessionnamespace" aria-label="Permalink to &quot;Type Alias: SessionNamespace&quot;">​</a></h1><blockquote><p><strong>SessionNamespace</strong> = <code>object</code></p></blockquote><p>What a wallet grants, per namespace: CAIP-10 accounts, methods and events.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="accounts" tabindex="-1">accounts <a class="header-anchor" href="#accounts" aria-label="Permalink to &quot;accounts&quot;">​</a></h3><blockquote><p><strong>accounts</strong>: <code>string</code>[]</p></blockquote><hr><h3 id="chains" tabindex="-1">chains? <a class="header-anchor" href="#chains" aria-label="Permalink to &quot;chains?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>chains?</strong>: <code>string</code>[]</p></blockquote><hr><h3 id="events" tabindex="-1">events <a class="header-anchor" href="#events" aria-label="Permalink to &quot;events&quot;">​</a></h3><blockquote><p><strong>events</strong>: <code>string</code>[]</p></blockquote><hr><h3 id="methods" tabindex="-1">methods <a class="header-anchor" href="#methods" aria-label="Permalink to &quot;methods&quot;">​</a></h3><blockquote><p><strong>methods</strong>: <code>string</code>[]</p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/SessionNamespace.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SessionNamespace = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SessionNamespace as default
};
