import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: CreateBalanceRetryBlockParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/CreateBalanceRetryBlockParameters.md","filePath":"reference/@portico/core/type-aliases/CreateBalanceRetryBlockParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/CreateBalanceRetryBlockParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / CreateBalanceRetryBlockParameters</p><h1 id="type-alias-createbalanceretryblockparameters" tabindex="-1">Type Alias: CreateBalanceRetryBlockParameters <a class="header-anchor" href="#type-alias-createbalanceretryblockparameters" aria-label="Permalink to &quot;Type Alias: CreateBalanceRetryBlockParameters&quot;">​</a></h1><blockquote><p><strong>CreateBalanceRetryBlockParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../functions/createBalanceRetryBlock">createBalanceRetryBlock</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="blockms" tabindex="-1">blockMs? <a class="header-anchor" href="#blockms" aria-label="Permalink to &quot;blockMs?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>blockMs?</strong>: <code>number</code></p></blockquote><p>How long retries are refused after a failure. Default <a href="./../variables/BALANCE_RETRY_BLOCK_MS">BALANCE_RETRY_BLOCK_MS</a>.</p><hr><h3 id="clock" tabindex="-1">clock <a class="header-anchor" href="#clock" aria-label="Permalink to &quot;clock&quot;">​</a></h3><blockquote><p><strong>clock</strong>: <a href="./Clock"><code>Clock</code></a></p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/CreateBalanceRetryBlockParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const CreateBalanceRetryBlockParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  CreateBalanceRetryBlockParameters as default
};
