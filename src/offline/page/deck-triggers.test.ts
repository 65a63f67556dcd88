import { beforeEach, describe, expect, it } from 'vitest';
import { AWAY_MS, type DeviceDeck, DeckTriggers, type SyncReason } from './deck-triggers';

let now = 0;
let syncs: { grades: number[]; why: SyncReason }[];
let server: Map<number, number> | null;
let device: Map<number, DeviceDeck>;
let profileGrades: number[] | null;
let triggers: DeckTriggers;

beforeEach(() => {
  now = 1_000_000;
  syncs = [];
  server = new Map([
    [6, 3],
    [7, 4],
  ]);
  device = new Map([
    [6, { version: 3, complete: true }],
    [7, { version: 4, complete: true }],
  ]);
  profileGrades = null;
  triggers = new DeckTriggers({
    now: () => now,
    sync: (grades, why) => {
      syncs.push({ grades, why });
    },
    serverVersions: async () => server,
    deviceDecks: async () => device,
    // The profile re-read reports new assignments back, as the session store does.
    refreshProfile: async () => {
      if (profileGrades) triggers.user({ id: 't1', grades: profileGrades });
    },
  });
});

describe('deck sync triggers', () => {
  it('syncs at app start (or sign-in), and again for another user, but not for the same user twice', () => {
    triggers.user({ id: 't1', grades: [6, 7] });
    triggers.user({ id: 't1', grades: [6, 7] });
    triggers.user(null);
    triggers.user({ id: 't2', grades: [5] });
    expect(syncs).toEqual([
      { grades: [6, 7], why: 'start' },
      { grades: [5], why: 'start' },
    ]);
  });

  it('syncs when the assignments change', () => {
    triggers.user({ id: 't1', grades: [6, 7] });
    triggers.user({ id: 't1', grades: [6, 7, 9] });
    expect(syncs.at(-1)).toEqual({ grades: [6, 7, 9], why: 'assignments' });
  });

  it('syncs on focus only after an hour away, re-reading the profile first', async () => {
    triggers.user({ id: 't1', grades: [6, 7] });
    triggers.away();
    now += AWAY_MS - 1;
    await triggers.back();
    expect(syncs).toHaveLength(1);
    triggers.away();
    now += 10;
    triggers.away(); // blur then hidden: the first moment counts
    now += AWAY_MS;
    profileGrades = [6, 7];
    await triggers.back();
    expect(syncs.at(-1)).toEqual({ grades: [6, 7], why: 'away' });
    await triggers.back(); // no second sync without going away again
    expect(syncs).toHaveLength(2);
  });

  it('the periodic check syncs when a deck version differs, is missing or incomplete on the device', async () => {
    triggers.user({ id: 't1', grades: [6, 7] });
    await triggers.check();
    expect(syncs).toHaveLength(1); // all current

    server?.set(7, 5); // an admin re-uploaded Class 7's deck
    await triggers.check();
    expect(syncs.at(-1)).toEqual({ grades: [6, 7], why: 'version' });

    server?.set(7, 4);
    device.set(7, { version: 4, complete: false });
    await triggers.check();
    expect(syncs).toHaveLength(3);

    device.delete(7);
    device.set(7, { version: 4, complete: true });
    server?.delete(6); // the deck was deleted on the server: the device copy goes
    await triggers.check();
    expect(syncs).toHaveLength(4);
  });

  it('the periodic check does nothing when the server cannot be asked', async () => {
    triggers.user({ id: 't1', grades: [6, 7] });
    server = null;
    device.clear();
    await triggers.check();
    expect(syncs).toHaveLength(1);
  });

  it('an assignment change seen by the check syncs once, for the new grades', async () => {
    triggers.user({ id: 't1', grades: [6, 7] });
    profileGrades = [6];
    await triggers.check();
    expect(syncs).toEqual([
      { grades: [6, 7], why: 'start' },
      { grades: [6], why: 'assignments' },
    ]);
  });
});
