import type { Page } from '@playwright/test';

/** Controls partly or wholly off the screen's sides, and whether the page scrolls sideways. */
export function offScreen(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="tab"]';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .filter((el) => !el.closest('[aria-hidden="true"], [inert]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // Visually hidden inputs are a pixel wide; a closed drawer lies wholly to the left of the screen.
      .filter(({ box }) => box.width > 2 && box.height > 2 && box.right > 0);
    const outside = controls
      .filter(({ box }) => box.left < -1 || box.right > width + 1)
      .map(({ el, box }) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        return `${el.tagName.toLowerCase()} '${name}' at x ${Math.round(box.left)}–${Math.round(box.right)}`;
      });
    // What makes the page wider than the screen: the innermost elements past its right edge (for the message).
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => el.getBoundingClientRect().right > width + 1 && el.checkVisibility(),
    );
    const widest = past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0]} '${(el.textContent ?? '').trim().slice(0, 30)}' to x ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { outside, pageWidth: document.documentElement.scrollWidth, width, widest };
  });
}
