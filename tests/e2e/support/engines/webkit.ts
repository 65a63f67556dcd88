import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Builder, By, Key } from 'selenium-webdriver';
import { freePort } from '../../../../bench/support/servers';
import { type Driver, until } from './driver';

/**
 * Debian's WebKitGTK (the engine of Safari on iPads), through its WebKitWebDriver with selenium-webdriver. Its
 * MiniBrowser needs a display: each launch starts an Xvfb of its own. One browser session per driver process.
 */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export async function launchWebKit(viewport = { width: 1366, height: 768 }): Promise<Driver> {
  // -displayfd: Xvfb picks a free display number and writes it when it is ready.
  const xvfb = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout?.once('data', (data) => resolve(`:${String(data).trim()}`));
    xvfb.once('error', (error) => reject(new Error(`Xvfb did not start: ${error.message}`)));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  let webdriver: ChildProcess | null = null;
  const stopAll = async () => {
    if (webdriver) await stopped(webdriver);
    await stopped(xvfb);
  };
  try {
    const port = await freePort();
    webdriver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display },
    });
    // A driver that cannot start is reported by the wait below, not as an uncaught error.
    webdriver.once('error', (error) => console.error(`WebKitWebDriver did not start: ${error.message}`));
    await until('WebKitWebDriver listening', () =>
      fetch(`http://127.0.0.1:${port}/status`).then(
        (res) => res.ok,
        () => false,
      ),
    );
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect(viewport);
    const version = (await driver.getCapabilities()).get('browserVersion');
    return {
      engine: `WebKitGTK ${version}`,
      goto: (url) => driver.get(url),
      reload: () => driver.navigate().refresh(),
      url: () => driver.getCurrentUrl(),
      run: async (fn, ...args) => {
        const answer = (await driver.executeAsyncScript(
          // (__name: what esbuild's keepNames adds to a function's source when tsx, not Playwright, compiled it.)
          `const done = arguments[arguments.length - 1]; const __name = (f) => f;
           Promise.resolve().then(() => (${fn.toString()})(...arguments[0]))
             .then((value) => done({ value }), (error) => done({ error: String(error) }));`,
          args,
        )) as { value?: never; error?: string };
        if (answer.error) throw new Error(answer.error);
        return answer.value as never;
      },
      click: async (selector) => driver.findElement(By.css(selector)).click(),
      type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
      press: async (key) => {
        if (key === 'Shift+Tab')
          return driver.actions().keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform();
        const keys = { ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT, Tab: Key.TAB, Escape: Key.ESCAPE };
        await driver.actions().sendKeys(keys[key]).perform();
      },
      screenshot: async (file) => writeFileSync(file, await driver.takeScreenshot(), 'base64'),
      close: async () => {
        await driver.quit().catch(() => undefined);
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
