import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ApproveParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/ApproveParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/ApproveParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/ApproveParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / ApproveParameters</p><h1 id="type-alias-approveparameters" tabindex="-1">Type Alias: ApproveParameters <a class="header-anchor" href="#type-alias-approveparameters" aria-label="Permalink to &quot;Type Alias: ApproveParameters&quot;">​</a></h1><blockquote><p><strong>ApproveParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="id" tabindex="-1">id <a class="header-anchor" href="#id" aria-label="Permalink to &quot;id&quot;">​</a></h3><blockquote><p><strong>id</strong>: <code>number</code></p></blockquote><p>The proposal id (from <code>session_proposal</code>).</p><hr><h3 id="namespaces" tabindex="-1">namespaces <a class="header-anchor" href="#namespaces" aria-label="Permalink to &quot;namespaces&quot;">​</a></h3><blockquote><p><strong>namespaces</strong>: <a href="./SessionNamespaces"><code>SessionNamespaces</code></a></p></blockquote><hr><h3 id="sessionproperties" tabindex="-1">sessionProperties? <a class="header-anchor" href="#sessionproperties" aria-label="Permalink to &quot;sessionProperties?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>sessionProperties?</strong>: <code>Record</code>&lt;<code>string</code>, <code>string</code>&gt;</p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/ApproveParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ApproveParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ApproveParameters as default
};
