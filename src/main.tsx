// Mantine's global styles; each component's own arrive with it (scripts/vite/mantine-css.ts).
import 'virtual:mantine-styles';
// The theme's CSS variables, computed when the theme changes rather than on every render (scripts/theme-variables.ts).
import './lib/theme-variables.gen.css';
// The spinner index.html shows until the first screen.
import './first-load.css';
import { yieldToMain } from './lib/idle';

/**
 * The first load in four stages, each evaluated in a task of its own with a turn for the page between them: React,
 * the libraries every screen uses, the router with its route tree, then the app (start.tsx). In one piece its
 * evaluation was one task of 60-80 ms on this machine, 250-300 ms on a phone, the longest of a signed-in first load
 * (issue 40). The stages are modules inside the first load's three chunks (React, the libraries, the app), which
 * index.html names and the browser fetches at once: no file of their own (scripts/vite/load-stages.ts).
 */
async function load() {
  await import('./load-stages/react');
  await yieldToMain();
  await import('./load-stages/libraries');
  await yieldToMain();
  await import('./router');
  await yieldToMain();
  const { start } = await import('./start');
  await start();
}

void load();
