import { t } from '@lingui/core/macro';
import type { DeckSyncFailure } from '#src/offline/worker/deck-sync';
import { deckMb } from './format';

/** Why the slides could not be kept offline (the worker's code and values), in the teacher's language. */
export function deckFailureText(failure: DeckSyncFailure): string {
  switch (failure.code) {
    case 'storage-short': {
      const { grade } = failure;
      const needed = deckMb(failure.neededBytes);
      if (failure.freeBytes === null)
        return t`This device is out of space for Class ${grade}'s deck: ${needed} needed, and the browser has no more room for this site. Free some space on the device (or remove other offline data) and try again.`;
      const free = deckMb(failure.freeBytes);
      return t`This device is out of space for Class ${grade}'s deck: ${needed} needed, ${free} free. Free some space on the device (or remove other offline data) and try again.`;
    }
    case 'deck-unreadable': {
      const { grade, status } = failure;
      return t`Could not read the deck of Class ${grade} (${status})`;
    }
    case 'slide-unavailable': {
      const { grade, slide, status } = failure;
      return t`Could not download slide ${slide} of Class ${grade} (${status})`;
    }
    default:
      return failure.detail;
  }
}
