import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type NodePath, parseSync, traverse, types as t } from '@babel/core';

/**
 * English left outside the catalogs (issue 42): text a person reads, written in a screen's code without a Lingui
 * macro. The scan reads every client file and reports
 * - JSX text with a word in it, outside <Trans> and <Plural>;
 * - a string or template literal with a word, as a JSX child or as an attribute a person reads (label, title…);
 * - the same as the message of a toast (notify.success('…'), notify.form(id).error('…')); a contract message
 *   is fine there, notify translates it;
 * - the same as a `label`, `title`, `header`… of an object (a table's columns, a select's options, a menu's items);
 * - a contract message (SCHOOL_MESSAGES.name) put on screen without contractText, which translates it.
 * Words that are the same in every language (the product's name, file formats) are allowed.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Words every language writes as they are. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Pathshala',
  'CSV',
  'PDF',
  'PPTX',
  'ZIP',
  'CBSE',
  'ICSE',
  'AI',
  'URL',
  'https',
  'http',
]);

const READ_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'aria-label',
  'alt',
  'error',
  'message',
  'tooltip',
  'emptyText',
  'nothingFoundMessage',
  'confirmLabel',
  'cancelLabel',
]);
/** The same, as properties of objects a screen shows (columns, options, navigation items). */
const READ_PROPERTIES = new Set(['label', 'title', 'header', 'description', 'placeholder', 'emptyText', 'tooltip']);
const TRANSLATING_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const NOTIFY_METHODS = new Set(['success', 'info', 'error', 'warning']);

export type Finding = { file: string; line: number; text: string };

const hasWord = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).some((word) => !SAME_IN_EVERY_LANGUAGE.has(word));

function literalText(node: t.Node): string | null {
  if (t.isStringLiteral(node)) return node.value;
  if (t.isTemplateLiteral(node)) return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('…');
  return null;
}

/** Literals a value may end as: 'a', cond ? 'a' : 'b', x ?? 'a', x || 'a'. */
function endLiterals(node: t.Node): t.Node[] {
  if (t.isConditionalExpression(node)) return [...endLiterals(node.consequent), ...endLiterals(node.alternate)];
  if (t.isLogicalExpression(node)) return [...endLiterals(node.left), ...endLiterals(node.right)];
  return [node];
}

const isContractMessage = (node: t.Node) =>
  t.isMemberExpression(node) && t.isIdentifier(node.object) && /_MESSAGES$/.test(node.object.name);

const elementName = (node: t.JSXElement) => {
  const name = node.openingElement.name;
  return t.isJSXIdentifier(name) ? name.name : '';
};

/** Inside <Trans>, t`…`, msg`…`, t(…), plural(…) or contractText(…): translated already. */
function translated(path: NodePath): boolean {
  return Boolean(
    path.findParent(
      (up) =>
        (up.isJSXElement() && TRANSLATING_ELEMENTS.has(elementName(up.node))) ||
        up.isTaggedTemplateExpression() ||
        (up.isCallExpression() &&
          t.isIdentifier(up.node.callee) &&
          ['t', 'msg', 'plural', 'contractText'].includes(up.node.callee.name)),
    ),
  );
}

/** The findings of one file's source. */
export function scanSource(file: string, source: string): Finding[] {
  const ast = parseSync(source, {
    filename: file,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
  });
  const findings: Finding[] = [];
  if (!ast) return findings;
  const report = (path: NodePath, node: t.Node, text: string) => {
    if (!translated(path)) findings.push({ file, line: node.loc?.start.line ?? 0, text: text.trim() });
  };
  const checkValue = (path: NodePath, value: t.Node, contractTranslated = false) => {
    for (const end of endLiterals(value)) {
      const text = literalText(end);
      if (text !== null && hasWord(text)) report(path, end, text);
      else if (!contractTranslated && isContractMessage(end)) {
        report(path, end, source.slice(end.start ?? 0, end.end ?? 0));
      }
    }
  };
  traverse(ast, {
    JSXText(path) {
      if (hasWord(path.node.value)) report(path, path.node, path.node.value);
    },
    JSXExpressionContainer(path) {
      const { expression } = path.node;
      if (t.isJSXEmptyExpression(expression)) return;
      if (path.parentPath.isJSXElement() || path.parentPath.isJSXFragment()) checkValue(path, expression);
    },
    JSXAttribute(path) {
      const { name, value } = path.node;
      const attribute = t.isJSXIdentifier(name) ? name.name : '';
      if (!READ_ATTRIBUTES.has(attribute) || !value) return;
      if (t.isStringLiteral(value)) checkValue(path, value);
      else if (t.isJSXExpressionContainer(value) && !t.isJSXEmptyExpression(value.expression)) {
        checkValue(path, value.expression);
      }
    },
    ObjectProperty(path) {
      // Texts given to components in lists: columns' headers, options' labels, nav items' titles.
      const { key, value } = path.node;
      const name = t.isIdentifier(key) ? key.name : t.isStringLiteral(key) ? key.value : '';
      if (READ_PROPERTIES.has(name)) checkValue(path, value);
    },
    CallExpression(path) {
      const { callee, arguments: args } = path.node;
      if (!t.isMemberExpression(callee) || !t.isIdentifier(callee.property) || !args[0]) return;
      if (!NOTIFY_METHODS.has(callee.property.name)) return;
      const target = source.slice(callee.object.start ?? 0, callee.object.end ?? 0);
      if (/^notify\b|\.form\(/.test(target)) checkValue(path, args[0], true); // notify translates the contract's
    },
  });
  return findings;
}

function clientFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'worker' ? [] : clientFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.gen\.ts$|\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every finding in the client's code (src/, the service worker apart: it shows no text). */
export function scanClient(): Finding[] {
  return clientFiles(path.join(ROOT, 'src')).flatMap((file) =>
    scanSource(path.relative(ROOT, file), readFileSync(file, 'utf8')),
  );
}

if (import.meta.filename === process.argv[1]) {
  const findings = scanClient();
  for (const f of findings) console.log(`${f.file}:${f.line}  ${JSON.stringify(f.text.slice(0, 80))}`);
  console.log(`${findings.length} English literals outside the catalogs`);
}
