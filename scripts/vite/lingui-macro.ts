import { type PluginObj, transformAsync, types as t } from '@babel/core';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const USES_MACRO = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
const SOURCE = /\.[cm]?[jt]sx?$/;

/**
 * Lingui's macros (`t`, `msg`, `plural`, `<Trans>`) for Vite and vitest (decision 040). @vitejs/plugin-react 6 runs
 * no Babel, so Babel runs here, only on the files that import a macro. Each message keeps its English text,
 * compiled at build time, beside its id: English needs no catalog and no message compiler in the page, and a Hindi
 * or Punjabi catalog, once loaded, is looked up by the same id first.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'pathshala:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !USES_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[linguiMacroPlugin, { stripMessageField: false }], inlineCompiledSource],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

const compiled = (message: string) => t.valueToNode(compileMessage(message));

/** Whether a property list (an object's or a JSX element's) has an `id`: a descriptor the macro made. */
const hasId = (properties: readonly t.Node[]) =>
  properties.some(
    (p) =>
      (t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' })) ||
      (t.isJSXAttribute(p) && t.isJSXIdentifier(p.name, { name: 'id' })),
  );

/** A message descriptor's `message` (in `{ id, message }` or `<Trans id message>`) as its compiled form. */
function inlineCompiledSource(): PluginObj {
  return {
    name: 'pathshala:inline-compiled-source',
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const object = path.parentPath.node;
        if (t.isObjectExpression(object) && hasId(object.properties)) path.node.value = compiled(value.value);
      },
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const element = path.parentPath.node;
        if (t.isJSXOpeningElement(element) && hasId(element.attributes)) {
          path.node.value = t.jsxExpressionContainer(compiled(value.value));
        }
      },
    },
  };
}
