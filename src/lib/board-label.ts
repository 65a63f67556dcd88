import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The boards' names in the reader's language; CBSE and ICSE stay as they are, and the value sent stays English. */
const BOARD_NAMES: Record<string, MessageDescriptor> = { 'State Board': msg`State Board`, Other: msg`Other` };

export const boardLabel = (board: string, i18n: I18n) => {
  const name = BOARD_NAMES[board];
  return name ? i18n._(name) : board;
};
