import { i18n } from '@lingui/core';
import { contractMessages } from '#contract/messages';
import { learnContractMessages } from '../contract-text';

type Part = string | [string];

/** A template compiled as the build compiles it: 'Class {label}' → ['Class ', ['label']]. */
export const compileTemplate = (template: string): Part[] =>
  template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((p): Part => (/^\{\w+\}$/.test(p) ? [p.slice(1, -1)] : p));

/**
 * For tests: every template of the contract learnt, and a page "in Hindi" whose translation of each names its id
 * and values ('<import.classNotOffered>|7C'), so a test sees which template a text was found as.
 */
export function learnMarkedTemplates() {
  const templates = contractMessages().filter(({ message }) => /\{\w+\}/.test(message));
  learnContractMessages(templates.map(({ id, message }) => ({ id, message: compileTemplate(message) }) as never));
  const marked = templates.map(({ id, message }) => [
    id,
    [`<${id}>`, ...compileTemplate(message).flatMap((p) => (typeof p === 'string' ? [] : ['|', p]))],
  ]);
  i18n.loadAndActivate({ locale: 'hi-IN', messages: Object.fromEntries(marked) });
  return templates;
}
