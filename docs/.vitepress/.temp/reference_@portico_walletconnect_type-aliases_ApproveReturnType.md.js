import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ApproveReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/ApproveReturnType.md","filePath":"reference/@portico/walletconnect/type-aliases/ApproveReturnType.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/ApproveReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / ApproveReturnType</p><h1 id="type-alias-approvereturntype" tabindex="-1">Type Alias: ApproveReturnType <a class="header-anchor" href="#type-alias-approvereturntype" aria-label="Permalink to &quot;Type Alias: ApproveReturnType&quot;">​</a></h1><blockquote><p><strong>ApproveReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="topic" tabindex="-1">topic <a class="header-anchor" href="#topic" aria-label="Permalink to &quot;topic&quot;">​</a></h3><blockquote><p><strong>topic</strong>: <code>string</code></p></blockquote><h2 id="methods" tabindex="-1">Methods <a class="header-anchor" href="#methods" aria-label="Permalink to &quot;Methods&quot;">​</a></h2><h3 id="acknowledged" tabindex="-1">acknowledged() <a class="header-anchor" href="#acknowledged" aria-label="Permalink to &quot;acknowledged()&quot;">​</a></h3><blockquote><p><strong>acknowledged</strong>(): <code>Promise</code>&lt;<a href="./Session"><code>Session</code></a>&gt;</p></blockquote><p>Resolves once the dapp acknowledged the settlement.</p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>Promise</code>&lt;<a href="./Session"><code>Session</code></a>&gt;</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/ApproveReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ApproveReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ApproveReturnType as default
};
