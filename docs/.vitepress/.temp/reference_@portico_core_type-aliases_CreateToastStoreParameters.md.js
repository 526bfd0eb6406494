import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateToastStoreParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateToastStoreParameters.md","filePath":"reference/@portico/core/type-aliases/CreateToastStoreParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateToastStoreParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateToastStoreParameters</p><h1 id="type-alias-createtoaststoreparameters" tabindex="-1">Type Alias: CreateToastStoreParameters <a class="header-anchor" href="#type-alias-createtoaststoreparameters" aria-label="Permalink to &quot;Type Alias: CreateToastStoreParameters&quot;">​</a></h1><blockquote><p><strong>CreateToastStoreParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/createToastStore">createToastStore</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="clock" tabindex="-1">clock <a class="header-anchor" href="#clock" aria-label="Permalink to &quot;clock&quot;">​</a></h3><blockquote><p><strong>clock</strong>: <a href="./Clock"><code>Clock</code></a></p></blockquote><hr><h3 id="durationms" tabindex="-1">durationMs? <a class="header-anchor" href="#durationms" aria-label="Permalink to &quot;durationMs?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>durationMs?</strong>: <code>number</code></p></blockquote><p>How long an auto-closing toast stays open. Default <a href="./../variables/TOAST_DURATION_MS">TOAST_DURATION_MS</a>.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateToastStoreParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateToastStoreParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateToastStoreParameters as default
};
