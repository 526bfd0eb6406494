import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: BaseErrorParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/core/type-aliases/BaseErrorParameters.md","filePath":"reference/@portico/core/type-aliases/BaseErrorParameters.md"}');
const _sfc_main = { name: "reference/@portico/core/type-aliases/BaseErrorParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/core</a> / BaseErrorParameters</p><h1 id="type-alias-baseerrorparameters" tabindex="-1">Type Alias: BaseErrorParameters <a class="header-anchor" href="#type-alias-baseerrorparameters" aria-label="Permalink to &quot;Type Alias: BaseErrorParameters&quot;">​</a></h1><blockquote><p><strong>BaseErrorParameters</strong> = <code>object</code></p></blockquote><p>Parameters of <a href="./../classes/BaseError">BaseError</a>.</p><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="cause" tabindex="-1">cause? <a class="header-anchor" href="#cause" aria-label="Permalink to &quot;cause?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>cause?</strong>: <code>unknown</code></p></blockquote><p>The error that caused this one.</p><hr><h3 id="details" tabindex="-1">details? <a class="header-anchor" href="#details" aria-label="Permalink to &quot;details?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>details?</strong>: <code>string</code></p></blockquote><p>Longer, developer-facing detail (never a secret).</p><hr><h3 id="docspath" tabindex="-1">docsPath? <a class="header-anchor" href="#docspath" aria-label="Permalink to &quot;docsPath?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>docsPath?</strong>: <code>string</code></p></blockquote><p>Path under <code>docs/</code> that explains this error.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/core/type-aliases/BaseErrorParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const BaseErrorParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  BaseErrorParameters as default
};
