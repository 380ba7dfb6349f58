import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';

const MAX = 99;

/**
 * A count at an icon's top right, drawn as MUI's `<Badge color="error" max={99}>` draws it (hidden at
 * zero with the same scale transition, keeping the last count while it shrinks). The menu and the bell
 * need only this case; Badge itself, with its variants, anchors and overlaps, was ~4 kB of the
 * JavaScript before the first list (issue 32 §7).
 */
export function CountBadge({ count, children, testId }: { count: number; children: ReactNode; testId?: string }) {
  const [shown, setShown] = useState(count);
  const invisible = count === 0;
  if (!invisible && count !== shown) setShown(count);
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}
    >
      {children}
      <Box
        component="span"
        sx={(theme: Theme) => ({
          display: 'flex',
          flexDirection: 'row',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignContent: 'center',
          alignItems: 'center',
          position: 'absolute',
          boxSizing: 'border-box',
          fontFamily: theme.typography.fontFamily,
          fontWeight: theme.typography.fontWeightMedium,
          fontSize: theme.typography.pxToRem(12),
          minWidth: 20,
          lineHeight: 1,
          padding: '0 6px',
          height: 20,
          borderRadius: '10px',
          zIndex: 1,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          top: 0,
          right: 0,
          transformOrigin: '100% 0%',
          transform: `scale(${invisible ? 0 : 1}) translate(50%, -50%)`,
          // Hidden once shrunk, so the last count is not read out (nor taken into a button's name) at zero.
          visibility: invisible ? 'hidden' : 'visible',
          transition: theme.transitions.create(['transform', 'visibility'], {
            easing: theme.transitions.easing.easeInOut,
            duration: invisible ? theme.transitions.duration.leavingScreen : theme.transitions.duration.enteringScreen,
          }),
        })}
      >
        {shown > MAX ? `${MAX}+` : shown}
      </Box>
    </Box>
  );
}
