import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: IsPairingExpiredParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/IsPairingExpiredParameters.md","filePath":"reference/@portico/core/type-aliases/IsPairingExpiredParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/IsPairingExpiredParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / IsPairingExpiredParameters</p><h1 id="type-alias-ispairingexpiredparameters" tabindex="-1">Type Alias: IsPairingExpiredParameters <a class="header-anchor" href="#type-alias-ispairingexpiredparameters" aria-label="Permalink to &quot;Type Alias: IsPairingExpiredParameters&quot;">​</a></h1><blockquote><p><strong>IsPairingExpiredParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/isPairingExpired">isPairingExpired</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="expiry" tabindex="-1">expiry <a class="header-anchor" href="#expiry" aria-label="Permalink to &quot;expiry&quot;">​</a></h3><blockquote><p><strong>expiry</strong>: <code>number</code> | <code>undefined</code></p></blockquote><p>Pairing expiry in ms since the epoch; missing means expired.</p><hr><h3 id="now" tabindex="-1">now <a class="header-anchor" href="#now" aria-label="Permalink to &quot;now&quot;">​</a></h3><blockquote><p><strong>now</strong>: <code>number</code></p></blockquote><p>The current time, from the injected clock.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/IsPairingExpiredParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const IsPairingExpiredParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  IsPairingExpiredParameters as default
};
