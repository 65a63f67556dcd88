import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { waitFor } from '../../power-cut/lazyfs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * A Chromium the test starts itself on a profile directory of its choosing (for a power cut under it), in its own
 * process group, driven over the DevTools protocol. `kill()` ends the whole group with SIGKILL, as a power cut
 * ends every process of the browser at once.
 */
export type OwnChromium = { browser: Browser; context: BrowserContext; kill(): Promise<void> };

export async function launchOwnChromium(profileDir: string, extraArgs: string[] = []): Promise<OwnChromium> {
  const portFile = path.join(profileDir, 'DevToolsActivePort');
  rmSync(portFile, { force: true });
  // Port 0: Chromium picks a free one and writes it into the profile.
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--user-data-dir=${profileDir}`, '--remote-debugging-port=0', ...extraArgs, 'about:blank'],
    { detached: true, stdio: 'ignore' },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error(`Chromium did not start (${CHROMIUM_PATH})`);
  child.unref();
  const kill = async () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
    await waitFor(
      () => groupMembers(pid).length === 0,
      10_000,
      () => `Chromium's processes ${groupMembers(pid)} live on`,
    );
  };
  try {
    await waitFor(
      () => existsSync(portFile) && readFileSync(portFile, 'utf8').includes('\n'),
      30_000,
      () => `Chromium wrote no DevToolsActivePort in ${profileDir}`,
    );
    const port = readFileSync(portFile, 'utf8').split('\n')[0];
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    return { browser, context, kill };
  } catch (error) {
    await kill();
    throw error;
  }
}

/** The processes of a process group, from /proc (field 5 of /proc/<pid>/stat, after the command's parentheses). */
function groupMembers(group: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // fields: state, ppid, pgrp; a zombie has left already
        return fields[0] !== 'Z' && Number(fields[2]) === group;
      } catch {
        return false;
      }
    })
    .map(Number);
}
