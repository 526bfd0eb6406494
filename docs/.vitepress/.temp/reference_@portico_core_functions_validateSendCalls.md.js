import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: validateSendCalls()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/functions/validateSendCalls.md","filePath":"reference/@portico/core/functions/validateSendCalls.md"}');
const _sfc_main = { name: "reference/@portico/core/functions/validateSendCalls.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / validateSendCalls</p><h1 id="function-validatesendcalls" tabindex="-1">Function: validateSendCalls() <a class="header-anchor" href="#function-validatesendcalls" aria-label="Permalink to &quot;Function: validateSendCalls()&quot;">​</a></h1><blockquote><p><strong>validateSendCalls</strong>(<code>calls</code>): <a href="./../type-aliases/SendCall"><code>SendCall</code></a>[]</p></blockquote><p>Checks the calls of a <code>wallet_sendCalls</code> request: a non-empty list whose every <code>to</code> starts with 0x, and whose <code>data</code>, when present, starts with 0x too (SPEC §5). Returns them typed.</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="calls" tabindex="-1">calls <a class="header-anchor" href="#calls" aria-label="Permalink to &quot;calls&quot;">​</a></h3><p><code>unknown</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/SendCall"><code>SendCall</code></a>[]</p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> calls</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> validateSendCalls</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(params[</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">0</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">].calls)</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/functions/validateSendCalls.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const validateSendCalls = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  validateSendCalls as default
};
