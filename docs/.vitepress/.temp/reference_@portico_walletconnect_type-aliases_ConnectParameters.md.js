import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Type Alias: ConnectParameters","description":"","frontmatter":{},"headers":[],"relativePath":"reference/@portico/walletconnect/type-aliases/ConnectParameters.md","filePath":"reference/@portico/walletconnect/type-aliases/ConnectParameters.md"}');
const _sfc_main = { name: "reference/@portico/walletconnect/type-aliases/ConnectParameters.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><p><a href="./../../../">portico</a> / <a href="./../">@portico/walletconnect</a> / ConnectParameters</p><h1 id="type-alias-connectparameters" tabindex="-1">Type Alias: ConnectParameters <a class="header-anchor" href="#type-alias-connectparameters" aria-label="Permalink to &quot;Type Alias: ConnectParameters&quot;">​</a></h1><blockquote><p><strong>ConnectParameters</strong> = <code>object</code></p></blockquote><h2 id="properties" tabindex="-1">Properties <a class="header-anchor" href="#properties" aria-label="Permalink to &quot;Properties&quot;">​</a></h2><h3 id="optionalnamespaces" tabindex="-1">optionalNamespaces? <a class="header-anchor" href="#optionalnamespaces" aria-label="Permalink to &quot;optionalNamespaces?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>optionalNamespaces?</strong>: <a href="./ProposalNamespaces"><code>ProposalNamespaces</code></a></p></blockquote><hr><h3 id="pairingtopic" tabindex="-1">pairingTopic? <a class="header-anchor" href="#pairingtopic" aria-label="Permalink to &quot;pairingTopic?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>pairingTopic?</strong>: <code>string</code></p></blockquote><p>Reuse an existing pairing instead of making a new URI.</p><hr><h3 id="requirednamespaces" tabindex="-1">requiredNamespaces? <a class="header-anchor" href="#requirednamespaces" aria-label="Permalink to &quot;requiredNamespaces?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>requiredNamespaces?</strong>: <a href="./ProposalNamespaces"><code>ProposalNamespaces</code></a></p></blockquote><hr><h3 id="sessionproperties" tabindex="-1">sessionProperties? <a class="header-anchor" href="#sessionproperties" aria-label="Permalink to &quot;sessionProperties?&quot;">​</a></h3><blockquote><p><code>optional</code> <strong>sessionProperties?</strong>: <code>Record</code>&lt;<code>string</code>, <code>string</code>&gt;</p></blockquote></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("reference/@portico/walletconnect/type-aliases/ConnectParameters.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ConnectParameters = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ConnectParameters as default
};
