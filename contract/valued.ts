/**
 * A message built from values, known by its English template ('Class {label} is not offered by the selected school'):
 * called with the values in the template's order, it gives the English text (numbers grouped the Indian way). Its
 * id and template go to the catalogs like a fixed message's (contract/messages.ts); a page in Hindi or Punjabi finds
 * the values back in the English text and shows the template's translation with them (src/i18n/contract-text.ts).
 */
export type Valued<A extends readonly (string | number)[]> = ((...values: A) => string) & { readonly template: string };

const PLACEHOLDER = /\{(\w+)\}/g;

export function valued<A extends readonly (string | number)[]>(template: string): Valued<A> {
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);
  const text = (...values: A) =>
    template.replace(PLACEHOLDER, (_, name: string) => {
      const value = values[names.indexOf(name)];
      return typeof value === 'number' ? value.toLocaleString('en-IN') : String(value);
    });
  return Object.assign(text, { template });
}

export const isValued = (value: unknown): value is Valued<(string | number)[]> =>
  typeof value === 'function' && typeof (value as { template?: unknown }).template === 'string';
