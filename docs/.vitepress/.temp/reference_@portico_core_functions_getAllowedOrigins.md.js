import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: getAllowedOrigins()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/getAllowedOrigins.md","filePath":"reference/@portico/core/functions/getAllowedOrigins.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/getAllowedOrigins.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / getAllowedOrigins</p><h1 id="function-getallowedorigins" tabindex="-1">Function: getAllowedOrigins() <a class="header-anchor" href="#function-getallowedorigins" aria-label="Permalink to &quot;Function: getAllowedOrigins()&quot;">​</a></h1><blockquote><p><strong>getAllowedOrigins</strong>(<code>client</code>, <code>parameters?</code>): <code>Promise</code>&lt;<a href="./../type-aliases/GetAllowedOriginsReturnType"><code>GetAllowedOriginsReturnType</code></a>&gt;</p></blockquote><p>The project&#39;s allowed origins (<code>GET /projects/v1/origins</code>). Never throws: any failure (network, status, shape) reads as <code>[]</code>, as SPEC §7 says.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="client" tabindex="-1">client <a class="header-anchor" href="#client" aria-label="Permalink to &quot;client&quot;">​</a></h3><p><a href="./../type-aliases/CreateHttpClientReturnType"><code>CreateHttpClientReturnType</code></a></p><h3 id="parameters-1" tabindex="-1">parameters? <a class="header-anchor" href="#parameters-1" aria-label="Permalink to &quot;parameters?&quot;">​</a></h3><p><a href="./../type-aliases/GetAllowedOriginsParameters"><code>GetAllowedOriginsParameters</code></a> = <code>{}</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><code>Promise</code>&lt;<a href="./../type-aliases/GetAllowedOriginsReturnType"><code>GetAllowedOriginsReturnType</code></a>&gt;</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> origins</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> await</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> getAllowedOrigins</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(client) </span><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">// [&#39;http://localhost:3000&#39;]</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/getAllowedOrigins.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const getAllowedOrigins = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  getAllowedOrigins as default
};
