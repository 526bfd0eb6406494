import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: FormatAuthMessageParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/FormatAuthMessageParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/FormatAuthMessageParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/FormatAuthMessageParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / FormatAuthMessageParameters</p><h1 id="type-alias-formatauthmessageparameters" tabindex="-1">Type Alias: FormatAuthMessageParameters <a class="header-anchor" href="#type-alias-formatauthmessageparameters" aria-label="Permalink to &quot;Type Alias: FormatAuthMessageParameters&quot;">​</a></h1><blockquote><p><strong>FormatAuthMessageParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="iss" tabindex="-1">iss <a class="header-anchor" href="#iss" aria-label="Permalink to &quot;iss&quot;">​</a></h3><blockquote><p><strong>iss</strong>: <code>string</code></p></blockquote><p>The signer: <code>did:pkh:eip155:{reference}:{address}</code>.</p><hr><h3 id="request" tabindex="-1">request <a class="header-anchor" href="#request" aria-label="Permalink to &quot;request&quot;">​</a></h3><blockquote><p><strong>request</strong>: <a href="./FormatAuthMessageRequest"><code>FormatAuthMessageRequest</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/FormatAuthMessageParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const FormatAuthMessageParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  FormatAuthMessageParameters as default
};
