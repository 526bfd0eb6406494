import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateHttpClientParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateHttpClientParameters.md","filePath":"reference/@portico/core/type-aliases/CreateHttpClientParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateHttpClientParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateHttpClientParameters</p><h1 id="type-alias-createhttpclientparameters" tabindex="-1">Type Alias: CreateHttpClientParameters <a class="header-anchor" href="#type-alias-createhttpclientparameters" aria-label="Permalink to &quot;Type Alias: CreateHttpClientParameters&quot;">​</a></h1><blockquote><p><strong>CreateHttpClientParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/createHttpClient">createHttpClient</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="baseurl" tabindex="-1">baseUrl <a class="header-anchor" href="#baseurl" aria-label="Permalink to &quot;baseUrl&quot;">​</a></h3><blockquote><p><strong>baseUrl</strong>: <code>string</code></p></blockquote><p>Origin (and optional path prefix) of the Portico server, e.g. <code>http://127.0.0.1:3000</code>.</p><hr><h3 id="clientid" tabindex="-1">clientId? <a class="header-anchor" href="#clientid" aria-label="Permalink to &quot;clientId?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>clientId?</strong>: <code>string</code></p></blockquote><p>Sent as the <code>clientId</code> query parameter on every request, when set.</p><hr><h3 id="fetch" tabindex="-1">fetch? <a class="header-anchor" href="#fetch" aria-label="Permalink to &quot;fetch?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>fetch?</strong>: <a href="./FetchFunction"><code>FetchFunction</code></a></p></blockquote><p><code>fetch</code> to use; the global one by default.</p><hr><h3 id="init" tabindex="-1">init? <a class="header-anchor" href="#init" aria-label="Permalink to &quot;init?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>init?</strong>: <code>Omit</code>&lt;<code>RequestInit</code>, <code>&quot;method&quot;</code> | <code>&quot;body&quot;</code> | <code>&quot;signal&quot;</code>&gt;</p></blockquote><p>Extra <code>RequestInit</code> fields for every request (e.g. <code>{ credentials: &#39;include&#39; }</code>).</p><hr><h3 id="params" tabindex="-1">params? <a class="header-anchor" href="#params" aria-label="Permalink to &quot;params?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>params?</strong>: <a href="./QueryParams"><code>QueryParams</code></a></p></blockquote><p>Query parameters sent on every request (e.g. <code>{ projectId, st, sv }</code>).</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateHttpClientParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateHttpClientParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateHttpClientParameters as default
};
