import { Suspense } from 'react';
import { lazyScreen } from './lazyScreen';

const Picker = lazyScreen(() => import('./DayInput').then((m) => m.DayInput));

/**
 * DayInput for a list's filter bar, its picker code loaded when the filter is first shown: a list
 * opens without the date pickers (a fifth of what the barging list would download first).
 */
export function DayFilter(props: { source: string; label?: string; alwaysOn?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}
