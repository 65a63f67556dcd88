/**
 * One small driver over the browsers Playwright cannot drive here (issue 39 point 4): Firefox ESR through
 * puppeteer-core over WebDriver BiDi, and WebKitGTK through WebKitWebDriver with selenium-webdriver. The journey is
 * written once against this; elements are found in the page by their accessible name (the way a person and a
 * screen reader find them), marked, and then clicked and typed into by the engine's own driver, as real input.
 */
export type Driver = {
  engine: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with `args` (JSON values) and returns its (awaited, JSON) result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<Awaited<T>>;
  /** Clicks, and types into, the element a CSS selector names (found by `find` below). */
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
};

/** The keys a journey presses, as real input. */
export type Key = 'ArrowRight' | 'ArrowLeft' | 'Tab' | 'Shift+Tab' | 'Escape';

export type Target = {
  kind: 'button' | 'field' | 'checkbox';
  name: string;
  /** The accessible name of a dialog or region the element must be inside. */
  within?: string;
};

/**
 * In the page: the first visible element of `kind` whose accessible name is `name`, marked with data-drive; returns
 * its selector, or null while there is none. (Self-contained: it is sent to the page as source.)
 */
function markInPage(target: Target): string | null {
  const nameOf = (el: Element): string => {
    const labelled = el.getAttribute('aria-labelledby');
    const fromIds = labelled
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const labels = (el as HTMLInputElement).labels;
    const fromLabel = labels && labels.length > 0 ? labels[0]?.textContent : null;
    return (el.getAttribute('aria-label') || fromIds || fromLabel || el.textContent || '').replace(/\s+/g, ' ').trim();
  };
  const visible = (el: Element) => el.getClientRects().length > 0;
  let scope: ParentNode = document;
  if (target.within) {
    const holder = [...document.querySelectorAll('[role="dialog"], [role="region"], section, dialog')].find(
      (el) => visible(el) && nameOf(el) === target.within,
    );
    if (!holder) return null;
    scope = holder;
  }
  const selector = {
    button: 'button:not([role]), [role="button"], a[href]',
    field: 'input, select, textarea',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
  }[target.kind];
  const found = [...scope.querySelectorAll(selector)].find(
    (el) =>
      visible(el) &&
      !(el as HTMLButtonElement).disabled &&
      // A required field's label ends with Mantine's asterisk.
      nameOf(el).replace(/\s*\*$/, '') === target.name,
  );
  if (!found) return null;
  const token = Math.random().toString(36).slice(2, 10);
  found.setAttribute('data-drive', token);
  return `[data-drive="${token}"]`;
}

/** Polls `probe` until it returns something other than null/false, for up to `timeout` ms. */
export async function until<T>(what: string, probe: () => Promise<T | null | false>, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms: ${what}${last ? ` (${last})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const find = (d: Driver, target: Target, timeout?: number) =>
  until(
    `${target.kind} '${target.name}'${target.within ? ` in '${target.within}'` : ''}`,
    () => d.run(markInPage, target),
    timeout,
  );

export async function clickOn(d: Driver, target: Target, timeout?: number) {
  await d.click(await find(d, target, timeout));
}

/** Replaces a text field's value, typed as a person would. */
export async function fillIn(d: Driver, target: Target, text: string) {
  const selector = await find(d, target);
  await d.run((s) => (document.querySelector(s) as HTMLInputElement).select(), selector);
  await d.type(selector, text);
}

/** Chooses an option of a native select by its value, as the select's own change would. */
export async function choose(d: Driver, target: Target, value: string) {
  const selector = await find(d, { ...target, kind: 'field' });
  await d.run(
    (s, v) => {
      const select = document.querySelector(s) as HTMLSelectElement;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, v);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    selector,
    value,
  );
}

/** Waits until the page's text (or a region's, by its accessible name) matches `pattern`. */
export async function expectText(d: Driver, pattern: RegExp, timeout?: number, within?: string) {
  let seen = '';
  return until(
    `text ${pattern}${within ? ` in '${within}'` : ''}`,
    async () => {
      const text = await d.run((name) => {
        if (!name) return document.body.innerText;
        const labelled = (el: Element) =>
          el.getAttribute('aria-label') === name ||
          document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent === name;
        const holder = [...document.querySelectorAll('[role="dialog"], [role="region"], section')].find(labelled);
        // No such region yet: what the page shows instead, for the report.
        return holder ? (holder as HTMLElement).innerText : `(no '${name}' here) ${document.body.innerText}`;
      }, within ?? null);
      seen = text;
      return pattern.test(text) ? text : null;
    },
    timeout,
  ).catch((error) => {
    throw new Error(`${error.message}; the page says: ${seen.replace(/\s+/g, ' ').slice(0, 800)}`);
  });
}

/**
 * Loads `url` and checks the page got there. A load asked for right after sign-in has twice ended on the dashboard
 * in WebKit (and Firefox reports such a load as aborted, firefox.ts): cause not found; it is asked once more.
 */
export async function open(d: Driver, url: string) {
  const path = new URL(url).pathname;
  const there = async () => new URL(await d.url()).pathname === path;
  await d.goto(url);
  if (await until(`the page at ${path}`, there, 5_000).catch(() => false)) return;
  console.warn(`The load of ${url} ended at ${await d.url()}: loading it again`);
  await d.goto(url);
  await until(`the page at ${path}`, there);
}

export const activatedWorker = (d: Driver) =>
  until(
    'the service worker activated',
    () => d.run(async () => (await navigator.serviceWorker?.getRegistration())?.active?.state === 'activated'),
    60_000,
  );

/** Every record of a store of the device database, read with plain IndexedDB. */
export function readStore<T = unknown>(d: Driver, store: string): Promise<T[]> {
  return d.run(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('pathshala');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(name).objectStore(name).getAll();
          read.onsuccess = () => {
            resolve(read.result as T[]);
            open.result.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
    store,
  );
}
