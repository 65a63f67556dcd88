import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { gradeOf } from '#contract/class-level';
import { nextSlideOf } from '#contract/sessions';
import { useOnline } from '#src/components/network/use-online';
import { clock } from '#src/lib/format';
import { knownProgress } from '#src/offline/worker/class-progress';
import { localDb } from '#src/offline/worker/local-db';
import { useLiveQuery } from '#src/lib/use-live-query';

type Props = { userId: string; schoolId: string; classLevel: string };

/**
 * Offline, where the chosen class will start and how old the device's knowledge of it is ('Progress as of …'),
 * the same rule the start then follows (issue 39). Online the server says, and nothing is shown.
 */
export function KnownStart({ userId, schoolId, classLevel }: Props) {
  const { t } = useLingui();
  const { online } = useOnline();
  const known = useLiveQuery(async () => {
    const db = localDb();
    const [progress, deck] = await Promise.all([
      knownProgress(db, userId, { schoolId, classLevel }),
      db.decks.get(gradeOf(classLevel) ?? 0),
    ]);
    return { progress, total: deck?.complete ? deck.totalSlides : null };
  }, [userId, schoolId, classLevel]);
  if (online) return null;
  // While the device is read, an empty line of the same height: Start Session does not move under a click.
  if (!known)
    return (
      <Text size="sm" aria-hidden>
        {'\u00a0'}
      </Text>
    );
  const { progress, total } = known;
  const slide = total ? nextSlideOf(progress?.lastSlideVisited, total) : Math.max(1, progress?.lastSlideVisited ?? 1);
  const asOf = progress ? clock(progress.asOf, true) : '';
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="known-start">
      {progress
        ? progress.source === 'device'
          ? t`Starts at slide ${slide} · Progress as of ${asOf} (this device)`
          : t`Starts at slide ${slide} · Progress as of ${asOf}`
        : t`This device has no progress of Class ${classLevel} yet: it starts at slide 1.`}
    </Text>
  );
}
