import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: LoadAccountTokensParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/LoadAccountTokensParameters.md","filePath":"reference/@portico/core/type-aliases/LoadAccountTokensParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/LoadAccountTokensParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / LoadAccountTokensParameters</p><h1 id="type-alias-loadaccounttokensparameters" tabindex="-1">Type Alias: LoadAccountTokensParameters <a class="header-anchor" href="#type-alias-loadaccounttokensparameters" aria-label="Permalink to &quot;Type Alias: LoadAccountTokensParameters&quot;">​</a></h1><blockquote><p><strong>LoadAccountTokensParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <code>load</code>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="caipaddress" tabindex="-1">caipAddress <a class="header-anchor" href="#caipaddress" aria-label="Permalink to &quot;caipAddress&quot;">​</a></h3><blockquote><p><strong>caipAddress</strong>: <code>string</code></p></blockquote><p>CAIP-10 account, e.g. <code>eip155:31337:0xf39F…2266</code>.</p><hr><h3 id="force" tabindex="-1">force? <a class="header-anchor" href="#force" aria-label="Permalink to &quot;force?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>force?</strong>: <code>boolean</code></p></blockquote><p>Skip the local cache and ask the server to skip its own (<code>forceUpdate=true</code>).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/LoadAccountTokensParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const LoadAccountTokensParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  LoadAccountTokensParameters as default
};
