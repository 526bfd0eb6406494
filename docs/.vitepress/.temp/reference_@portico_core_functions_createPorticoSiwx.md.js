import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: createPorticoSiwx()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/createPorticoSiwx.md","filePath":"reference/@portico/core/functions/createPorticoSiwx.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/createPorticoSiwx.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / createPorticoSiwx</p><h1 id="function-createporticosiwx" tabindex="-1">Function: createPorticoSiwx() <a class="header-anchor" href="#function-createporticosiwx" aria-label="Permalink to &quot;Function: createPorticoSiwx()&quot;">​</a></h1><blockquote><p><strong>createPorticoSiwx</strong>(<code>parameters</code>): <a href="./../type-aliases/SiwxConfig"><code>SiwxConfig</code></a></p></blockquote><p>Sign-in on Portico&#39;s server: nonces from <code>GET /v1/siwx/nonce</code>, sessions verified and stored by <code>POST /v1/siwx/verify</code> (an HttpOnly session cookie), listed by <code>GET /v1/sessions</code>, revoked by <code>POST /v1/sessions/:id/revoke</code>, signed out by <code>POST /v1/siwx/sign-out</code>. The message code loads on first use.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="parameters-1" tabindex="-1">parameters <a class="header-anchor" href="#parameters-1" aria-label="Permalink to &quot;parameters&quot;">​</a></h3><p><a href="./../type-aliases/CreatePorticoSiwxParameters"><code>CreatePorticoSiwxParameters</code></a></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/SiwxConfig"><code>SiwxConfig</code></a></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> siwx</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> createPorticoSiwx</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ apiUrl: location.origin, projectId: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&#39;portico-local&#39;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> })</span></span>
<span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> config</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> createPorticoConfig</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">({ projectId, networks, adapters, siwx })</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/createPorticoSiwx.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const createPorticoSiwx = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  createPorticoSiwx as default
};
