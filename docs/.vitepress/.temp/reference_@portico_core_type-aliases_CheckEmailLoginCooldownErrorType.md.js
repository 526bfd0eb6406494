import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CheckEmailLoginCooldownErrorType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CheckEmailLoginCooldownErrorType.md","filePath":"reference/@portico/core/type-aliases/CheckEmailLoginCooldownErrorType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CheckEmailLoginCooldownErrorType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CheckEmailLoginCooldownErrorType</p><h1 id="type-alias-checkemaillogincooldownerrortype" tabindex="-1">Type Alias: CheckEmailLoginCooldownErrorType <a class="header-anchor" href="#type-alias-checkemaillogincooldownerrortype" aria-label="Permalink to &quot;Type Alias: CheckEmailLoginCooldownErrorType&quot;">​</a></h1><blockquote><p><strong>CheckEmailLoginCooldownErrorType</strong> = <a href="./../classes/EmailLoginCooldownError"><code>EmailLoginCooldownError</code></a> | <code>TypeError</code></p></blockquote><p>Errors <a href="./../functions/checkEmailLoginCooldown">checkEmailLoginCooldown</a> throws.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CheckEmailLoginCooldownErrorType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CheckEmailLoginCooldownErrorType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CheckEmailLoginCooldownErrorType as default
};
