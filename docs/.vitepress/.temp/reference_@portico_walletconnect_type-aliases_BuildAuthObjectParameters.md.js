import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: BuildAuthObjectParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/BuildAuthObjectParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/BuildAuthObjectParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/BuildAuthObjectParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / BuildAuthObjectParameters</p><h1 id="type-alias-buildauthobjectparameters" tabindex="-1">Type Alias: BuildAuthObjectParameters <a class="header-anchor" href="#type-alias-buildauthobjectparameters" aria-label="Permalink to &quot;Type Alias: BuildAuthObjectParameters&quot;">​</a></h1><blockquote><p><strong>BuildAuthObjectParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="iss" tabindex="-1">iss <a class="header-anchor" href="#iss" aria-label="Permalink to &quot;iss&quot;">​</a></h3><blockquote><p><strong>iss</strong>: <code>string</code></p></blockquote><p><code>did:pkh:eip155:{reference}:{address}</code> (the <code>did:pkh:</code> prefix is added when missing).</p><hr><h3 id="request" tabindex="-1">request <a class="header-anchor" href="#request" aria-label="Permalink to &quot;request&quot;">​</a></h3><blockquote><p><strong>request</strong>: <a href="./AuthPayload"><code>AuthPayload</code></a></p></blockquote><p>The request as received (after <code>populateAuthPayload</code>, if the wallet narrowed it).</p><hr><h3 id="signature" tabindex="-1">signature <a class="header-anchor" href="#signature" aria-label="Permalink to &quot;signature&quot;">​</a></h3><blockquote><p><strong>signature</strong>: <a href="./CacaoSignature"><code>CacaoSignature</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/BuildAuthObjectParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const BuildAuthObjectParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  BuildAuthObjectParameters as default
};
