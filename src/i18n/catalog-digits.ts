import type { I18n, MessageDescriptor, Messages } from '@lingui/core';
import { inDigits } from './digits';

type Values = Record<string, unknown>;

/**
 * A catalog's own numbers in the reader's digits (issue 42): 'पिछले 7 दिनों में' → 'पिछले ७ दिनों में' for a reader
 * who chose Devanagari digits, so a screen does not mix the two. Only a number standing on its own in the
 * translation's text (after a space, a bracket or ₹; before a space, %, punctuation or the end): '7C' (a class
 * named as an example), '+91', '1week' (a value the API takes) and 'HOURS=0' stay as they are, and so does every
 * value put into a message (placeholders, plural counts: the formats write those).
 */
const STANDALONE = /(^|[\s(₹])(\d+(?:[.,]\d+)*)(?=$|[\s%).,:;!?।])/g;
const BRANCHING = new Set(['plural', 'select', 'selectordinal']);

type Part = string | Part[] | { [key: string]: Part };

function digitsOf(text: string, zero: number): string {
  return text.replace(STANDALONE, (_, before: string, number: string) => before + inDigits(number, zero));
}

/** A compiled message (Lingui's: text, [name], [name, 'plural', {one: [...], other: [...]}]) with its text's digits. */
function messageIn(message: Part, zero: number): Part {
  if (typeof message === 'string') return digitsOf(message, zero);
  if (!Array.isArray(message)) return message;
  return message.map((part) => {
    if (typeof part === 'string') return digitsOf(part, zero);
    if (!Array.isArray(part)) return part;
    // A placeholder: its name and format stay; a plural's or a select's branches are text again.
    const [name, type, options] = part;
    if (typeof type !== 'string' || !BRANCHING.has(type) || !options || typeof options !== 'object') return part;
    const branches = Object.fromEntries(
      Object.entries(options).map(([key, branch]) => [key, messageIn(branch as Part, zero)]),
    );
    return [name, type, branches] as Part;
  });
}

/** `messages` with their text's numbers in the digits whose zero is `zero` (U+0966 Devanagari, U+0A66 Gurmukhi). */
export function messagesInDigits(messages: Messages, zero: number): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, messageIn(message as Part, zero)]),
  ) as Messages;
}

/** The names of a compiled message's plain placeholders ('{count} of {total}'), not its plurals' or selects'. */
function plainNames(message: Part, names: Set<string>): Set<string> {
  if (!Array.isArray(message)) return names;
  for (const part of message) {
    if (!Array.isArray(part)) continue;
    const [name, type, options] = part;
    if (type === undefined && typeof name === 'string') names.add(name);
    else if (typeof type === 'string' && BRANCHING.has(type) && options && typeof options === 'object')
      for (const branch of Object.values(options)) plainNames(branch as Part, names);
  }
  return names;
}

type Translate = I18n['_'];

/**
 * Lingui puts a number given to a plain placeholder into the text as it is ('{count} of {total}' → '3 of 12'): with
 * this, in the reader's own digits when `digits` (their digits, or null for Latin) says so. A plural's count stays a
 * number (its rules need one; Intl writes it in the digits of the i18n's locales). Installed once on the page's i18n.
 */
export function writeNumberValuesIn(i18n: I18n, digits: (text: string) => string | null): void {
  const plain = new WeakMap<object, Set<string>>();
  const original: Translate = i18n._.bind(i18n);
  const translate = ((id: string | MessageDescriptor, values?: Values, options?: { message?: string }) => {
    const descriptor: MessageDescriptor | null = typeof id === 'string' ? null : id;
    const given = descriptor?.values ?? values;
    if (!given || digits('0') === null) return original(id as never, values as never, options as never);
    const key: string | undefined = typeof id === 'string' ? id : id.id;
    const message = (key !== undefined && i18n.messages[key]) || descriptor?.message || options?.message;
    if (!Array.isArray(message)) return original(id as never, values as never, options as never);
    const names = plain.get(message) ?? plainNames(message as Part, new Set());
    plain.set(message, names);
    const written = Object.fromEntries(
      Object.entries(given).map(([name, value]) => [
        name,
        typeof value === 'number' && names.has(name) ? (digits(String(value)) ?? value) : value,
      ]),
    );
    return descriptor
      ? original({ ...descriptor, values: written } as never, undefined, options as never)
      : original(key as never, written as never, options as never);
  }) as Translate;
  Object.assign(i18n, { _: translate, t: translate });
}
