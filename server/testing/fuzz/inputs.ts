import fc from 'fast-check';

/**
 * The fuzz suite's inputs (issue 13), built from the contract: a plausible value for each field of a route's
 * schema (read from the valibot schema itself), with some fields replaced by values an attacker or a broken
 * client sends. Everything here is pure data; fuzz.test.ts sends it.
 */
type AnySchema = {
  type?: string;
  kind?: string;
  entries?: Record<string, AnySchema>;
  wrapped?: AnySchema;
  item?: AnySchema;
  options?: unknown[];
  literal?: unknown;
  pipe?: AnySchema[];
  value?: unknown;
};

/** Values no field should ever store or choke on. */
export const NASTY: readonly unknown[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '0000-01-01',
  '9999-12-31',
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '2026-02-30',
  1e308,
  -1e308,
  2 ** 53,
  2 ** 31,
  -1,
  0,
  1.5,
  '1e308',
  '1e20',
  '-0',
  'NaN',
  'Infinity',
  '',
  '   ',
  'x'.repeat(20_000),
  null,
  true,
  false,
  [],
  {},
  [null],
  { $gt: '' },
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  '%00',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '١٢٣',
  '👩🏽‍🏫',
];

/** Path-parameter values: ids that are not ids, ids of nothing, and worse. */
export const NASTY_IDS: readonly string[] = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '5f3c1a7e-0000-4000-8000-000000000000',
  '0',
  '-1',
  '99999999999999999999',
  '1e308',
  'a\u0000b',
  '%00',
  '..',
  'x'.repeat(300),
  '13',
  '6A',
  '%F0%28%8C%28',
  // Sent as they are (fuzz.test.ts): a literal '%' once decoded, which a second decode turned into a 500 (issue 38),
  // and escapes no decoder accepts.
  '%25',
  '6A%25',
  '50%25',
  '%2525',
  '%',
  '6A%',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
];

const HEX = [...'0123456789ABCDEFabcdef'];
/**
 * Path segments with a malformed escape (a '%' with fewer than two hex digits after it, a UTF-8 byte alone) or one
 * that decodes to a literal '%', around a label or not: what a broken client or a probe puts in a path (issue 38).
 */
export const badEscape = fc
  .tuple(
    fc.constantFrom('', '6A', '12', 'x'),
    fc.oneof(
      fc.constant('%'),
      fc.constantFrom(...HEX).map((h) => `%${h}`),
      fc.tuple(fc.constantFrom(...'GgZz%-_.'), fc.constantFrom(...HEX, ...'Gz%')).map(([a, b]) => `%${a}${b}`),
      fc.tuple(fc.constantFrom(...'89ABCDEFabcdef'), fc.constantFrom(...HEX)).map(([a, b]) => `%${a}${b}`),
      fc.constantFrom('%25', '%2525', '%E0%A4', '%F0%9F%98'),
    ),
    fc.constantFrom('', 'A', '%41', '%'),
  )
  .map((parts) => parts.join(''));

/** A value that the schema would accept, or near enough: the starting point that one field then breaks. */
export function plausible(schema: AnySchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return 'x';
  if (schema.pipe && schema.pipe.length > 0 && schema.pipe[0] !== schema) {
    const base = schema.pipe[0] as AnySchema;
    const actions = schema.pipe.slice(1).map((a) => a.type);
    if (actions.includes('uuid')) return '3f1c1a7e-1111-4111-8111-111111111111';
    if (actions.includes('email')) return 'fuzz.person@example.test';
    if (actions.includes('iso_date') || actions.includes('iso_timestamp')) return '2026-11-23';
    return plausible(base, depth + 1);
  }
  switch (schema.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return Object.fromEntries(Object.entries(schema.entries ?? {}).map(([k, s]) => [k, plausible(s, depth + 1)]));
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
      return plausible(schema.wrapped, depth + 1);
    case 'array':
      return [plausible(schema.item, depth + 1)];
    case 'picklist':
      return schema.options?.[0];
    case 'literal':
      return schema.literal;
    case 'union':
    case 'variant':
      return plausible(schema.options?.[0] as AnySchema, depth + 1);
    case 'number':
      return 3;
    case 'boolean':
      return true;
    case 'string':
      return 'Fuzz text';
    case 'record':
      return {};
    default:
      return 'x';
  }
}

/** Every path to a field in a plausible value ('a', 'b.0', 'b.0.c'), the whole value included (''). */
export function fieldPaths(value: unknown, prefix = ''): string[] {
  const here = [prefix];
  if (Array.isArray(value))
    return [...here, ...value.flatMap((v, i) => fieldPaths(v, prefix ? `${prefix}.${i}` : `${i}`))];
  if (value && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => fieldPaths(v, prefix ? `${prefix}.${k}` : k))];
  }
  return here;
}

/** `value` with the field at `path` replaced ('' replaces the whole value). */
export function replaced(value: unknown, path: string, next: unknown): unknown {
  if (path === '') return next;
  if (!value || typeof value !== 'object') return value;
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const inner = at[key];
    // An earlier change replaced a parent of this field: nothing to replace any more.
    if (!inner || typeof inner !== 'object') return copy;
    at = inner as Record<string, unknown>;
  }
  at[keys.at(-1) as string] = next;
  return copy;
}

/** A bad version of a value: one to three of its fields (or the whole) replaced by nasty values. */
export const broken = (base: unknown) => {
  const paths = fieldPaths(base);
  return fc
    .array(fc.tuple(fc.constantFrom(...paths), fc.constantFrom(...NASTY)), { minLength: 1, maxLength: 3 })
    .map((changes) => changes.reduce((value, [path, next]) => replaced(value, path, next), base));
};

/** A bad version of a plausible value of the schema. */
export const badValueOf = (schema: AnySchema | undefined) => broken(plausible(schema));

const NASTY_TEXT = NASTY.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);

/** Query strings: a base query (or none) with one to three of the schema's keys (and page, limit) set to nasty values. */
export const badQueryOf = (schema: AnySchema | undefined, base: Record<string, string> = {}) => {
  const keys = [
    ...new Set([
      ...Object.keys(base),
      ...Object.keys((plausible(schema) as Record<string, unknown>) ?? {}),
      'page',
      'limit',
    ]),
  ];
  return fc
    .dictionary(fc.constantFrom(...keys), fc.constantFrom(...NASTY_TEXT), { minKeys: 1, maxKeys: 3 })
    .map((bad) => ({ ...base, ...bad }));
};
