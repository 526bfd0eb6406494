import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateModalStoreParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateModalStoreParameters.md","filePath":"reference/@portico/core/type-aliases/CreateModalStoreParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateModalStoreParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateModalStoreParameters</p><h1 id="type-alias-createmodalstoreparameters" tabindex="-1">Type Alias: CreateModalStoreParameters <a class="header-anchor" href="#type-alias-createmodalstoreparameters" aria-label="Permalink to &quot;Type Alias: CreateModalStoreParameters&quot;">​</a></h1><blockquote><p><strong>CreateModalStoreParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/createModalStore">createModalStore</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="defaultview" tabindex="-1">defaultView? <a class="header-anchor" href="#defaultview" aria-label="Permalink to &quot;defaultView?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>defaultView?</strong>: () =&gt; <a href="./ViewWithoutData"><code>ViewWithoutData</code></a></p></blockquote><p>The view <code>open()</code> shows when no view is given; default <code>Connect</code>.</p><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><a href="./ViewWithoutData"><code>ViewWithoutData</code></a></p><hr><h3 id="initialstate" tabindex="-1">initialState? <a class="header-anchor" href="#initialstate" aria-label="Permalink to &quot;initialState?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>initialState?</strong>: <code>Partial</code>&lt;<a href="./ModalState"><code>ModalState</code></a>&gt;</p></blockquote><p>Initial field values.</p><hr><h3 id="router" tabindex="-1">router <a class="header-anchor" href="#router" aria-label="Permalink to &quot;router&quot;">​</a></h3><blockquote><p><strong>router</strong>: <code>Pick</code>&lt;<a href="./CreateRouterReturnType"><code>CreateRouterReturnType</code></a>, <code>&quot;getState&quot;</code> | <code>&quot;reset&quot;</code>&gt;</p></blockquote><p>The router the modal shows.</p><hr><h3 id="signin" tabindex="-1">signIn? <a class="header-anchor" href="#signin" aria-label="Permalink to &quot;signIn?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>signIn?</strong>: <a href="./ModalSignInQuery"><code>ModalSignInQuery</code></a></p></blockquote><p>Sign-in state; without it the modal can always be closed.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateModalStoreParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateModalStoreParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateModalStoreParameters as default
};
