// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <h1>Hello, {name}</h1>;
const fallback = <p>Loading</p>;

// A preloaded screen renders in the first commit, with no Suspense fallback (which React keeps up 300 ms).
describe('preloadable', () => {
  it('renders at once, without the fallback, when its module was preloaded', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const view = preloadable(load, (m) => m.Hello);
    await view.preload();
    render(
      <Suspense fallback={fallback}>
        <view.Component name="Aarav" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello, Aarav' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until a module not yet here has loaded, and loads it once', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const view = preloadable(load, (m) => m.Hello);
    render(
      <Suspense fallback={fallback}>
        <view.Component name="Meera" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello, Meera' })).toBeTruthy();
    await view.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Hello });
    const view = preloadable(load, (m) => m.Hello);
    await expect(view.preload()).rejects.toThrow('offline');
    await expect(view.preload()).resolves.toEqual({ Hello });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
