import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: HttpRequestParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/HttpRequestParameters.md","filePath":"reference/@portico/core/type-aliases/HttpRequestParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/HttpRequestParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / HttpRequestParameters</p><h1 id="type-alias-httprequestparameters" tabindex="-1">Type Alias: HttpRequestParameters <a class="header-anchor" href="#type-alias-httprequestparameters" aria-label="Permalink to &quot;Type Alias: HttpRequestParameters&quot;">​</a></h1><blockquote><p><strong>HttpRequestParameters</strong> = <code>object</code></p></blockquote><p>One request.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="body" tabindex="-1">body? <a class="header-anchor" href="#body" aria-label="Permalink to &quot;body?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>body?</strong>: <code>unknown</code></p></blockquote><p>Sent as JSON (<code>content-type: application/json</code>).</p><hr><h3 id="headers" tabindex="-1">headers? <a class="header-anchor" href="#headers" aria-label="Permalink to &quot;headers?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>headers?</strong>: <code>Record</code>&lt;<code>string</code>, <code>string</code>&gt;</p></blockquote><hr><h3 id="params" tabindex="-1">params? <a class="header-anchor" href="#params" aria-label="Permalink to &quot;params?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>params?</strong>: <a href="./QueryParams"><code>QueryParams</code></a></p></blockquote><hr><h3 id="path" tabindex="-1">path <a class="header-anchor" href="#path" aria-label="Permalink to &quot;path&quot;">​</a></h3><blockquote><p><strong>path</strong>: <code>string</code></p></blockquote><p>Path under the base URL, e.g. <code>/getWallets</code>.</p><hr><h3 id="signal" tabindex="-1">signal? <a class="header-anchor" href="#signal" aria-label="Permalink to &quot;signal?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>signal?</strong>: <code>AbortSignal</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/HttpRequestParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const HttpRequestParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  HttpRequestParameters as default
};
