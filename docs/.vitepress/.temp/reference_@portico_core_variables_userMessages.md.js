import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Variable: userMessages","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/variables/userMessages.md","filePath":"reference/@portico/core/variables/userMessages.md"}');
const _sfc_main = { name: "reference/@portico/core/variables/userMessages.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / userMessages</p><h1 id="variable-usermessages" tabindex="-1">Variable: userMessages <a class="header-anchor" href="#variable-usermessages" aria-label="Permalink to &quot;Variable: userMessages&quot;">​</a></h1><blockquote><p><code>const</code> <strong>userMessages</strong>: <code>object</code></p></blockquote><p>Loading and other non-error user messages of SPEC §8.</p><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="actionnotallowed" tabindex="-1">actionNotAllowed <a class="header-anchor" href="#actionnotallowed" aria-label="Permalink to &quot;actionNotAllowed&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>actionNotAllowed</strong>: <code>&quot;Action not allowed&quot;</code> = <code>&#39;Action not allowed&#39;</code></p></blockquote><h3 id="authenticating" tabindex="-1">authenticating <a class="header-anchor" href="#authenticating" aria-label="Permalink to &quot;authenticating&quot;">​</a></h3><blockquote><p><code>readonly</code> <strong>authenticating</strong>: <code>&quot;Authenticating...&quot;</code> = <code>&#39;Authenticating...&#39;</code></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/variables/userMessages.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const userMessages = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  userMessages as default
};
