import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RejectParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/RejectParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/RejectParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/RejectParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / RejectParameters</p><h1 id="type-alias-rejectparameters" tabindex="-1">Type Alias: RejectParameters <a class="header-anchor" href="#type-alias-rejectparameters" aria-label="Permalink to &quot;Type Alias: RejectParameters&quot;">​</a></h1><blockquote><p><strong>RejectParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="id" tabindex="-1">id <a class="header-anchor" href="#id" aria-label="Permalink to &quot;id&quot;">​</a></h3><blockquote><p><strong>id</strong>: <code>number</code></p></blockquote><hr><h3 id="reason" tabindex="-1">reason? <a class="header-anchor" href="#reason" aria-label="Permalink to &quot;reason?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>reason?</strong>: <a href="./JsonRpcError"><code>JsonRpcError</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/RejectParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RejectParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RejectParameters as default
};
