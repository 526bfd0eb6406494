import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: EmailLoginCooldownErrorParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/EmailLoginCooldownErrorParameters.md","filePath":"reference/@portico/core/type-aliases/EmailLoginCooldownErrorParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/EmailLoginCooldownErrorParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / EmailLoginCooldownErrorParameters</p><h1 id="type-alias-emaillogincooldownerrorparameters" tabindex="-1">Type Alias: EmailLoginCooldownErrorParameters <a class="header-anchor" href="#type-alias-emaillogincooldownerrorparameters" aria-label="Permalink to &quot;Type Alias: EmailLoginCooldownErrorParameters&quot;">​</a></h1><blockquote><p><strong>EmailLoginCooldownErrorParameters</strong> = <code>ErrorParameters</code> &amp; <code>object</code></p></blockquote><p>Parameters of <a href="./../classes/EmailLoginCooldownError">EmailLoginCooldownError</a>.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="seconds" tabindex="-1">seconds <a class="header-anchor" href="#seconds" aria-label="Permalink to &quot;seconds&quot;">​</a></h3><blockquote><p><strong>seconds</strong>: <code>number</code></p></blockquote><p>Whole seconds left before another email login is allowed.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/EmailLoginCooldownErrorParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const EmailLoginCooldownErrorParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  EmailLoginCooldownErrorParameters as default
};
