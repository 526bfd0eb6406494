import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Function: parsePairingUri()","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/functions/parsePairingUri.md","filePath":"reference/@portico/walletconnect/functions/parsePairingUri.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/functions/parsePairingUri.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / parsePairingUri</p><h1 id="function-parsepairinguri" tabindex="-1">Function: parsePairingUri() <a class="header-anchor" href="#function-parsepairinguri" aria-label="Permalink to &quot;Function: parsePairingUri()&quot;">​</a></h1><blockquote><p><strong>parsePairingUri</strong>(<code>uri</code>): <a href="./../type-aliases/ParsePairingUriReturnType"><code>ParsePairingUriReturnType</code></a></p></blockquote><p>Reads a pairing URI (<code>wc:{topic}@2?relay-protocol=irn&amp;symKey=…&amp;expiryTimestamp=…</code>), as shown in a QR code or passed in a deep link. Bad input throws <a href="./../classes/InvalidPairingUriError">InvalidPairingUriError</a> naming the part that is wrong (never echoing the URI, which holds a secret key).</p><h2 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h2><h3 id="uri" tabindex="-1">uri <a class="header-anchor" href="#uri" aria-label="Permalink to &quot;uri&quot;">​</a></h3><p><code>string</code></p><h2 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h2><p><a href="./../type-aliases/ParsePairingUriReturnType"><code>ParsePairingUriReturnType</code></a></p><h2 id="example" tabindex="-1">Example <a class="header-anchor" href="#example" aria-label="Permalink to &quot;Example&quot;">​</a></h2><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">const</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> { </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">topic</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">symKey</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">expiryTimestamp</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> } </span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">=</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> parsePairingUri</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(uri)</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/functions/parsePairingUri.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const parsePairingUri = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  parsePairingUri as default
};
