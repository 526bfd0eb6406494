import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RespondParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/RespondParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/RespondParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/RespondParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / RespondParameters</p><h1 id="type-alias-respondparameters" tabindex="-1">Type Alias: RespondParameters <a class="header-anchor" href="#type-alias-respondparameters" aria-label="Permalink to &quot;Type Alias: RespondParameters&quot;">​</a></h1><blockquote><p><strong>RespondParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="response" tabindex="-1">response <a class="header-anchor" href="#response" aria-label="Permalink to &quot;response&quot;">​</a></h3><blockquote><p><strong>response</strong>: { <code>id</code>: <code>number</code>; <code>result</code>: <code>unknown</code>; } | { <code>error</code>: <a href="./JsonRpcError"><code>JsonRpcError</code></a>; <code>id</code>: <code>number</code>; }</p></blockquote><hr><h3 id="topic" tabindex="-1">topic <a class="header-anchor" href="#topic" aria-label="Permalink to &quot;topic&quot;">​</a></h3><blockquote><p><strong>topic</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/RespondParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RespondParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RespondParameters as default
};
