/**
 * When the teacher's decks are brought up to date on the device (issue 5): at app start and sign-in, after
 * focus comes back from an hour away, when the teacher's assignments change (their profile is re-read) and
 * when a deck's version on the server differs from the device's (a periodic check, also run on reconnect).
 * Pure logic over injected effects, so the rules are unit-tested without a browser.
 */
export const AWAY_MS = 60 * 60_000;
export const CHECK_EVERY_MS = 15 * 60_000;

export type DeviceDeck = { version: number; complete: boolean };
export type TriggerDeps = {
  now: () => number;
  /** Keep exactly these grades' decks on the device. */
  sync: (grades: number[], why: SyncReason) => Promise<void> | void;
  /** The server's deck version per grade (grades without a deck are absent); null when it cannot be asked. */
  serverVersions: () => Promise<Map<number, number> | null>;
  deviceDecks: () => Promise<Map<number, DeviceDeck>>;
  /** Re-reads the signed-in user's profile; a change of assignments comes back through `user()`. */
  refreshProfile: () => Promise<void>;
};
export type SyncReason = 'start' | 'assignments' | 'away' | 'version';
export type TeacherView = { id: string; grades: number[] } | null;

export class DeckTriggers {
  private current: TeacherView = null;
  private hiddenAt: number | null = null;
  private checking: Promise<void> | null = null;

  constructor(private readonly deps: TriggerDeps) {}

  /** The signed-in teacher (null: signed out or not a teacher). The first sighting is app start or sign-in. */
  user(next: TeacherView): void {
    const before = this.current;
    this.current = next;
    if (!next) return;
    if (!before || before.id !== next.id) void this.deps.sync(next.grades, 'start');
    else if (before.grades.join() !== next.grades.join()) void this.deps.sync(next.grades, 'assignments');
  }

  /** The page was hidden or lost focus. */
  away(): void {
    this.hiddenAt ??= this.deps.now();
  }

  /** The page is back; after an hour away the profile is re-read and the decks brought up to date. */
  async back(): Promise<void> {
    const since = this.hiddenAt;
    this.hiddenAt = null;
    if (since === null || this.deps.now() - since < AWAY_MS || !this.current) return;
    await this.deps.refreshProfile().catch(() => undefined);
    if (this.current) await this.deps.sync(this.current.grades, 'away');
  }

  /** The periodic check: assignments (through the profile), then each deck's version against the device's. */
  check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async runCheck(): Promise<void> {
    if (!this.current) return;
    const before = this.current.grades.join();
    await this.deps.refreshProfile().catch(() => undefined);
    // A change of assignments already asked for a sync.
    if (!this.current || this.current.grades.join() !== before) return;
    const [server, device] = await Promise.all([this.deps.serverVersions().catch(() => null), this.deps.deviceDecks()]);
    if (!server) return;
    const stale = this.current.grades.some((grade) => {
      const version = server.get(grade);
      const local = device.get(grade);
      if (version === undefined) return local !== undefined;
      return !local?.complete || local.version !== version;
    });
    if (stale) await this.deps.sync(this.current.grades, 'version');
  }
}
