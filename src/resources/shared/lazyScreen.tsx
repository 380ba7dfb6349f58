import { lazy, useState, type ComponentType } from 'react';
import { loadChunk } from '../../chunkLoad';
import { ChunkBoundary } from './ChunkBoundary';

/** A screen whose code loads on demand, and can be asked to load ahead (`preload`). */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Like React.lazy, but a screen whose code is already here renders at once instead of suspending.
 * Why: a suspended screen shows its fallback, and React 19 then holds the finished screen back
 * until 300 ms after that fallback appeared (its fallback throttle), which made a list's data call
 * start a third of a second after the click. Preloaded (menu hover, idle time after sign-in), a
 * screen never suspends.
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  // A piece in a small place (the bar's drawer, a dialog) fails as a small retry button (issue 35 #6).
  { compact = false }: { compact?: boolean } = {},
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    // Spec §8: a chunk not here within 120 s is an error (ChunkBoundary shows it), not a wait for ever.
    (pending ??= loadChunk(load).then(
      (component) => (loaded = component),
      (err: unknown) => {
        // A failed download (a new deploy, a dropped line) may be tried again on the next visit.
        pending = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded one later would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <ChunkBoundary compact={compact}>
        <Component {...props} />
      </ChunkBoundary>
    );
  }
  return Object.assign(Screen, { preload });
}
