import { i18n, type MessageDescriptor } from '@lingui/core';
import { intlFormat, intlLocale, usesOwnDigits } from './intl-format';

/**
 * The contract's messages in the page's language (issue 42). The server and the shared schemas speak English (the
 * error shape is unchanged); each message has an id ('school.name', contract/messages.ts) whose translation the
 * catalogs hold, and one built from values is found by its template, its values kept. With English nothing is
 * loaded and every text stays as it came.
 */
let idsByText: Map<string, string> | null = null;
/** The messages built from values: their template as a pattern that finds the values back in the English. */
type Template = { id: string; pattern: RegExp; names: string[] };
let templates: Template[] = [];
/**
 * Parts of messages, never a whole one ('3 days', contract/durations.ts; 'pending', a status): translated as a
 * template's values only, as is a value that is a whole fixed message (a role's name).
 */
const PHRASE_GROUPS = ['duration.', 'userStatus.'];
let phraseIds = new Map<string, string>();
let phraseTemplates: Template[] = [];

type Compiled = string | (string | [string])[];
const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalog's contract messages, made into lookups when the first message comes (not while the page loads). */
let toLearn: readonly MessageDescriptor[] | null = null;

/** Called with the generated descriptors when a Hindi or Punjabi catalog loads (src/i18n/i18n.ts). */
export function learnContractMessages(descriptors: readonly MessageDescriptor[]): void {
  toLearn = descriptors;
}

function learn(descriptors: readonly MessageDescriptor[]): void {
  idsByText = new Map();
  templates = [];
  phraseIds = new Map();
  phraseTemplates = [];
  for (const { id, message } of descriptors) {
    const phrase = PHRASE_GROUPS.some((group) => id?.startsWith(group));
    // Compiled at build time (scripts/vite/lingui-macro.ts): a fixed text is ['text'], a template
    // ['Class ', ['label'], ' is not offered…'].
    const parts = (typeof message === 'string' ? [message] : (message as unknown as Compiled)) as (string | [string])[];
    if (!id || !Array.isArray(parts)) continue;
    if (parts.every((p) => typeof p === 'string')) (phrase ? phraseIds : idsByText).set(parts.join(''), id);
    else {
      const names = parts.filter((p): p is [string] => Array.isArray(p)).map((p) => p[0]);
      const source = parts.map((p) => (typeof p === 'string' ? asPattern(p) : '(.+?)')).join('');
      (phrase ? phraseTemplates : templates).push({ id, pattern: new RegExp(`^${source}$`, 's'), names });
    }
  }
}

/**
 * The values that are quantities (a count, a percentage, a size): their numbers are written in the reader's digits
 * when they chose their language's own. Every other value (a name, a class, an ID, a path) is kept as it came.
 */
const QUANTITIES = new Set(
  (
    'count percent dataPercent blobPercent minutes hours days slide slides classes total failed threshold ' +
    'score maxScore points number ms rate queued running refused attended applied alreadyApplied previous ' +
    'current free dataFree blobFree size'
  ).split(' '),
);
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** A quantity's numbers in the reader's own digits ('12.5' → '१२.५'), grouped as their language groups. */
function quantityText(value: string): string {
  if (!usesOwnDigits() || intlLocale() === null) return value;
  return value.replace(NUMBER, (number) => {
    const decimals = number.split('.')[1]?.length ?? 0;
    const format = intlFormat('number', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    return format.format(Number(number.replaceAll(',', '')));
  });
}

/** A text as one of `list`'s templates in the reader's language, its values (phrases among them) translated too. */
function byTemplate(text: string, list: Template[]): string | null {
  for (const { id, pattern, names } of list) {
    const found = pattern.exec(text);
    if (!found || !(id in i18n.messages)) continue;
    const values = names.map((name, i) => {
      const value = found[i + 1] as string;
      if (QUANTITIES.has(name)) return [name, quantityText(value)];
      return [name, list === templates ? phraseText(value) : value];
    });
    return i18n._(id, Object.fromEntries(values));
  }
  return null;
}

/** A value as a phrase or a fixed message in the reader's language ('3 days' → '3 दिन'), else as it came. */
function phraseText(value: string): string {
  const id = phraseIds.get(value) ?? idsByText?.get(value);
  if (id) return id in i18n.messages ? i18n._(id) : value;
  return byTemplate(value, phraseTemplates) ?? value;
}

function translated(text: string): string | null {
  const id = idsByText?.get(text);
  if (id) return id in i18n.messages ? i18n._(id) : null;
  return byTemplate(text, templates);
}

/**
 * A message from the server or a shared schema in the reader's language; as it came when the catalog has no
 * translation of it or the language is English. A 400's summary joins its fields' messages with ', ': each is translated.
 */
export function contractText(text: string): string {
  if (toLearn) {
    learn(toLearn);
    toLearn = null;
  }
  if (!idsByText) return text;
  const whole = translated(text);
  if (whole !== null) return whole;
  // A 400's summary joins its fields' messages with ', ', an import's summary its sentences with '; '.
  for (const joint of [', ', '; ']) {
    const parts = text.split(joint).map(translated);
    if (parts.length > 1 && parts.every((part) => part !== null)) return parts.join(joint);
  }
  return text;
}
