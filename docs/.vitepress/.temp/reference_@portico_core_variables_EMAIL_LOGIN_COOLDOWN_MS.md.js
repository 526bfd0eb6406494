import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: EMAIL_LOGIN_COOLDOWN_MS","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/EMAIL_LOGIN_COOLDOWN_MS.md","filePath":"reference/@portico/core/variables/EMAIL_LOGIN_COOLDOWN_MS.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/EMAIL_LOGIN_COOLDOWN_MS.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / EMAIL_LOGIN_COOLDOWN_MS</p><h1 id="variable-email-login-cooldown-ms" tabindex="-1">Variable: EMAIL_LOGIN_COOLDOWN_MS <a class="header-anchor" href="#variable-email-login-cooldown-ms" aria-label="Permalink to &quot;Variable: EMAIL\\_LOGIN\\_COOLDOWN\\_MS&quot;">​</a></h1><blockquote><p><code>const</code> <strong>EMAIL_LOGIN_COOLDOWN_MS</strong>: <code>30000</code> = <code>30_000</code></p></blockquote><p>An email login is refused for this long after the previous one.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/EMAIL_LOGIN_COOLDOWN_MS.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const EMAIL_LOGIN_COOLDOWN_MS = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  EMAIL_LOGIN_COOLDOWN_MS as default
};
