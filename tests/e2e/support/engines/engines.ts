import { existsSync } from 'node:fs';
import type { Driver } from './driver';
import { FIREFOX_PATH, launchFirefox } from './firefox';
import { launchWebKit, MINIBROWSER, WEBKIT_DRIVER, XVFB } from './webkit';

export type EngineName = 'Firefox ESR' | 'WebKit';
export type Engine = {
  name: EngineName;
  /** The Debian package that is missing for it here (`npm test` installs them), or null. */
  missing: string | null;
  launch(viewport?: { width: number; height: number }): Promise<Driver>;
};

/** The engines other than Chromium that schools use: Firefox ESR on laptops, WebKit (Safari's engine) on iPads. */
export const OTHER_ENGINES: Engine[] = [
  {
    name: 'Firefox ESR',
    missing: existsSync(FIREFOX_PATH) ? null : 'firefox-esr',
    launch: (viewport) => launchFirefox(viewport),
  },
  {
    name: 'WebKit',
    missing:
      !existsSync(WEBKIT_DRIVER) || !existsSync(MINIBROWSER) ? 'webkit2gtk-driver' : existsSync(XVFB) ? null : 'xvfb',
    launch: (viewport) => launchWebKit(viewport),
  },
];
