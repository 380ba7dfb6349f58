import { Profiler, type ReactNode } from 'react';
const log: unknown[] = ((window as unknown as { __prof: unknown[] }).__prof = []);
export function P({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={(i, phase, actual, base, start, commit) => log.push([i, phase, Math.round(actual * 10) / 10, Math.round(start), Math.round(commit)])}>
      {children}
    </Profiler>
  );
}
