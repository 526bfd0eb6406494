import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: UseSiwxReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/react/type-aliases/UseSiwxReturnType.md","filePath":"reference/@portico/react/type-aliases/UseSiwxReturnType.md"}');
const _sfc_main = { name: "reference/@portico/react/type-aliases/UseSiwxReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/react</a> / UseSiwxReturnType</p><h1 id="type-alias-usesiwxreturntype" tabindex="-1">Type Alias: UseSiwxReturnType <a class="header-anchor" href="#type-alias-usesiwxreturntype" aria-label="Permalink to &quot;Type Alias: UseSiwxReturnType&quot;">​</a></h1><blockquote><p><strong>UseSiwxReturnType</strong> = <a href="./../../core/type-aliases/SiwxState"><code>SiwxState</code></a> &amp; <code>object</code></p></blockquote><h2 id="type-declaration" tabindex="-1">Type Declaration <a class="header-anchor" href="#type-declaration" aria-label="Permalink to &quot;Type Declaration&quot;">​</a></h2><h3 id="enabled" tabindex="-1">enabled <a class="header-anchor" href="#enabled" aria-label="Permalink to &quot;enabled&quot;">​</a></h3><blockquote><p><strong>enabled</strong>: <code>boolean</code></p></blockquote><p>Sign-in is configured (the app passed <code>siwx</code>).</p><h3 id="signedin" tabindex="-1">signedIn <a class="header-anchor" href="#signedin" aria-label="Permalink to &quot;signedIn&quot;">​</a></h3><blockquote><p><strong>signedIn</strong>: <code>boolean</code></p></blockquote><p>The active address has a session.</p><h3 id="signin" tabindex="-1">signIn <a class="header-anchor" href="#signin" aria-label="Permalink to &quot;signIn&quot;">​</a></h3><blockquote><p><strong>signIn</strong>: () =&gt; <code>Promise</code>&lt;<code>boolean</code>&gt;</p></blockquote><p>Starts the sign-in (the wallet is asked to sign).</p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>Promise</code>&lt;<code>boolean</code>&gt;</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/react/type-aliases/UseSiwxReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const UseSiwxReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  UseSiwxReturnType as default
};
