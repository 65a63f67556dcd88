import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * The contract's messages in the page's language (issue 42). The server and the shared schemas speak English (the
 * error shape is unchanged); each fixed message has an id ('school.name', contract/messages.ts) whose translation
 * the catalogs hold. With English nothing is loaded and every text stays as it came.
 */
let idsByText: Map<string, string> | null = null;

/** Called with the generated descriptors when a Hindi or Punjabi catalog loads (src/i18n/i18n.ts). */
export function learnContractMessages(descriptors: readonly MessageDescriptor[]): void {
  idsByText = new Map();
  for (const { id, message } of descriptors) {
    // Compiled at build time: a fixed text is ['text'] (scripts/vite/lingui-macro.ts).
    const text = Array.isArray(message) ? message.join('') : message;
    if (id && typeof text === 'string') idsByText.set(text, id);
  }
}

function translated(text: string): string | null {
  const id = idsByText?.get(text);
  return id && id in i18n.messages ? i18n._(id) : null;
}

/**
 * A message from the server or a shared schema in the reader's language; as it came when it has no id (built from
 * values) or the language is English. A 400's summary joins its fields' messages with ', ': each is translated.
 */
export function contractText(text: string): string {
  if (!idsByText) return text;
  const whole = translated(text);
  if (whole !== null) return whole;
  const parts = text.split(', ').map(translated);
  return parts.length > 1 && parts.every((part) => part !== null) ? parts.join(', ') : text;
}
