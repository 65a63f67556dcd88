import { materialListQuery } from '#src/lib/queries/course-materials';

/** The decks' versions for the sync checks: given up after 15 s rather than the client's 30 s. */
export const deckSummariesQuery = materialListQuery({ timeout: 15_000 });
