import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CheckEmailLoginCooldownParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CheckEmailLoginCooldownParameters.md","filePath":"reference/@portico/core/type-aliases/CheckEmailLoginCooldownParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CheckEmailLoginCooldownParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CheckEmailLoginCooldownParameters</p><h1 id="type-alias-checkemaillogincooldownparameters" tabindex="-1">Type Alias: CheckEmailLoginCooldownParameters <a class="header-anchor" href="#type-alias-checkemaillogincooldownparameters" aria-label="Permalink to &quot;Type Alias: CheckEmailLoginCooldownParameters&quot;">​</a></h1><blockquote><p><strong>CheckEmailLoginCooldownParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/checkEmailLoginCooldown">checkEmailLoginCooldown</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="lastloginat" tabindex="-1">lastLoginAt <a class="header-anchor" href="#lastloginat" aria-label="Permalink to &quot;lastLoginAt&quot;">​</a></h3><blockquote><p><strong>lastLoginAt</strong>: <code>number</code> | <code>undefined</code></p></blockquote><p>When the last email login was triggered (ms since the epoch), if ever.</p><hr><h3 id="now" tabindex="-1">now <a class="header-anchor" href="#now" aria-label="Permalink to &quot;now&quot;">​</a></h3><blockquote><p><strong>now</strong>: <code>number</code></p></blockquote><p>The current time, from the injected clock.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CheckEmailLoginCooldownParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CheckEmailLoginCooldownParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CheckEmailLoginCooldownParameters as default
};
