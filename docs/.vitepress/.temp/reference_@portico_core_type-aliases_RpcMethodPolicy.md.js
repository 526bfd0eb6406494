import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: RpcMethodPolicy","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/RpcMethodPolicy.md","filePath":"reference/@portico/core/type-aliases/RpcMethodPolicy.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/RpcMethodPolicy.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / RpcMethodPolicy</p><h1 id="type-alias-rpcmethodpolicy" tabindex="-1">Type Alias: RpcMethodPolicy <a class="header-anchor" href="#type-alias-rpcmethodpolicy" aria-label="Permalink to &quot;Type Alias: RpcMethodPolicy&quot;">​</a></h1><blockquote><p><strong>RpcMethodPolicy</strong> = <code>&quot;safe&quot;</code> | <code>&quot;unsafe&quot;</code> | <code>&quot;blocked&quot;</code></p></blockquote><p>What may happen to a wallet RPC call: run, run after the user approves, or refuse.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/RpcMethodPolicy.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const RpcMethodPolicy = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  RpcMethodPolicy as default
};
