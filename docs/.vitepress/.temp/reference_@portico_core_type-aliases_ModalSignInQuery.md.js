import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ModalSignInQuery","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/ModalSignInQuery.md","filePath":"reference/@portico/core/type-aliases/ModalSignInQuery.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/ModalSignInQuery.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / ModalSignInQuery</p><h1 id="type-alias-modalsigninquery" tabindex="-1">Type Alias: ModalSignInQuery <a class="header-anchor" href="#type-alias-modalsigninquery" aria-label="Permalink to &quot;Type Alias: ModalSignInQuery&quot;">​</a></h1><blockquote><p><strong>ModalSignInQuery</strong> = <code>object</code></p></blockquote><p>What the modal asks about sign-in before it lets itself be closed.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="hassessions" tabindex="-1">hasSessions <a class="header-anchor" href="#hassessions" aria-label="Permalink to &quot;hasSessions&quot;">​</a></h3><blockquote><p><strong>hasSessions</strong>: () =&gt; <code>boolean</code></p></blockquote><p>There is at least one sign-in session for the active address.</p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>boolean</code></p><hr><h3 id="isrequired" tabindex="-1">isRequired <a class="header-anchor" href="#isrequired" aria-label="Permalink to &quot;isRequired&quot;">​</a></h3><blockquote><p><strong>isRequired</strong>: () =&gt; <code>boolean</code></p></blockquote><p>Sign-in is required (the app refuses unsigned visitors).</p><h4 id="returns-1" tabindex="-1">Returns <a class="header-anchor" href="#returns-1" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>boolean</code></p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/ModalSignInQuery.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ModalSignInQuery = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ModalSignInQuery as default
};
