import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RelayJwtPayload","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/RelayJwtPayload.md","filePath":"reference/@portico/walletconnect/type-aliases/RelayJwtPayload.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/RelayJwtPayload.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / RelayJwtPayload</p><h1 id="type-alias-relayjwtpayload" tabindex="-1">Type Alias: RelayJwtPayload <a class="header-anchor" href="#type-alias-relayjwtpayload" aria-label="Permalink to &quot;Type Alias: RelayJwtPayload&quot;">​</a></h1><blockquote><p><strong>RelayJwtPayload</strong> = <code>object</code></p></blockquote><p>Claims of a relay auth token.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="aud" tabindex="-1">aud <a class="header-anchor" href="#aud" aria-label="Permalink to &quot;aud&quot;">​</a></h3><blockquote><p><strong>aud</strong>: <code>string</code></p></blockquote><hr><h3 id="exp" tabindex="-1">exp <a class="header-anchor" href="#exp" aria-label="Permalink to &quot;exp&quot;">​</a></h3><blockquote><p><strong>exp</strong>: <code>number</code></p></blockquote><hr><h3 id="iat" tabindex="-1">iat <a class="header-anchor" href="#iat" aria-label="Permalink to &quot;iat&quot;">​</a></h3><blockquote><p><strong>iat</strong>: <code>number</code></p></blockquote><hr><h3 id="iss" tabindex="-1">iss <a class="header-anchor" href="#iss" aria-label="Permalink to &quot;iss&quot;">​</a></h3><blockquote><p><strong>iss</strong>: <code>string</code></p></blockquote><hr><h3 id="sub" tabindex="-1">sub <a class="header-anchor" href="#sub" aria-label="Permalink to &quot;sub&quot;">​</a></h3><blockquote><p><strong>sub</strong>: <code>string</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/RelayJwtPayload.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RelayJwtPayload = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RelayJwtPayload as default
};
