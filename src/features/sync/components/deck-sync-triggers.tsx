import { useDeckTriggers } from '../use-deck-triggers';

/** Keeps a teacher's decks on the device up to date; renders nothing. */
export function DeckSyncTriggers() {
  useDeckTriggers();
  return null;
}
