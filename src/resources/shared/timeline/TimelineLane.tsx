import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { hourGrid } from './TimelineDays';

type Background = string | ((theme: Theme) => string);

interface LaneProps extends Omit<BoxProps, 'children'> {
  /** The row's name column, left of the axis. */
  label: ReactNode;
  labelWidth: number;
  /** The name column stays in view while the days scroll sideways. */
  stickyLabel?: boolean;
  /** The axis' width in px: days × 24 × the hour's width. */
  width: number;
  hourPx: number;
  /** The lane's tint: the verdict of the item being placed, or the row's own state. */
  tint: Background;
  /** The bars on the axis. */
  children?: ReactNode;
}

/**
 * A row of a timeline (ARCHITECTURE.md §10): its name, then the axis with a line each hour and a
 * stronger one each day, tinted, with its bars absolutely placed on it. Everything else on the
 * BoxProps (handlers from useTimeline's rowProps, role, label, test ids, its height) goes to the axis.
 */
export function TimelineLane({
  label,
  labelWidth,
  stickyLabel = false,
  width,
  hourPx,
  tint,
  children,
  sx,
  ...track
}: LaneProps) {
  return (
    <Box sx={{ display: 'flex', minWidth: width + labelWidth, borderTop: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          width: labelWidth,
          boxSizing: 'border-box',
          flexShrink: 0,
          p: 0.5,
          ...(stickyLabel && { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }),
        }}
      >
        {label}
      </Box>
      <Box
        {...track}
        sx={[
          { position: 'relative', width, flexShrink: 0, bgcolor: tint, backgroundImage: hourGrid(hourPx) },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A bar on a lane, placed by useTimeline's `span` (or at `left` alone for a marker). */
export function TimelineBar({ at, sx, ...rest }: BoxProps & { at: { left: number; width?: number } }) {
  return <Box {...rest} sx={[{ position: 'absolute', ...at }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
