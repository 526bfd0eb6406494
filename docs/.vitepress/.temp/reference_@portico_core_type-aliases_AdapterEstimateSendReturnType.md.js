import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: AdapterEstimateSendReturnType","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/AdapterEstimateSendReturnType.md","filePath":"reference/@portico/core/type-aliases/AdapterEstimateSendReturnType.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/AdapterEstimateSendReturnType.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / AdapterEstimateSendReturnType</p><h1 id="type-alias-adapterestimatesendreturntype" tabindex="-1">Type Alias: AdapterEstimateSendReturnType <a class="header-anchor" href="#type-alias-adapterestimatesendreturntype" aria-label="Permalink to &quot;Type Alias: AdapterEstimateSendReturnType&quot;">​</a></h1><blockquote><p><strong>AdapterEstimateSendReturnType</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="fee" tabindex="-1">fee <a class="header-anchor" href="#fee" aria-label="Permalink to &quot;fee&quot;">​</a></h3><blockquote><p><strong>fee</strong>: <code>bigint</code></p></blockquote><p>The most the network fee may cost, in the native token&#39;s smallest unit (wei).</p><hr><h3 id="gas" tabindex="-1">gas <a class="header-anchor" href="#gas" aria-label="Permalink to &quot;gas&quot;">​</a></h3><blockquote><p><strong>gas</strong>: <code>bigint</code></p></blockquote><p>Gas (or compute units) the send needs.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/AdapterEstimateSendReturnType.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const AdapterEstimateSendReturnType = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  AdapterEstimateSendReturnType as default
};
