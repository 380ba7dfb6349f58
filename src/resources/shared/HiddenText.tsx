import type { ReactNode } from 'react';

/** Read by screen readers, not drawn (no dependency on @mui/utils for one style). */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Words a control's visible text leaves to the eye ("open the list"), added after it: an aria-label
 * would replace the visible text in the name, which WCAG 2.5.3 (axe label-content-name-mismatch)
 * forbids, as speech users say what they see.
 */
export function HiddenText({ children }: { children: ReactNode }) {
  return <span style={HIDDEN}> {children}</span>;
}
