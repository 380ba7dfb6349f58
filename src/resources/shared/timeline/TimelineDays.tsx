import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { HOUR } from '../../../../contract/time';
import { MOBILE_MAX } from '../../../layout/brand';

/** Every third hour is labelled; on an axis fitted to a narrow width, every sixth or twelfth, so labels never touch. */
const ticks = (hourPx: number) => {
  const step = hourPx >= 9 ? 3 : hourPx >= 5 ? 6 : 12;
  return [...Array(24 / step).keys()].map((i) => i * step);
};

/** A faint line each hour and a stronger one each day: the background of a timeline's row. */
export const hourGrid = (hourPx: number) =>
  `repeating-linear-gradient(90deg, transparent 0 ${24 * hourPx - 1}px, rgba(0,0,0,.18) ${24 * hourPx - 1}px ${24 * hourPx}px), repeating-linear-gradient(90deg, transparent 0 ${hourPx - 1}px, rgba(0,0,0,.05) ${hourPx - 1}px ${hourPx}px)`;

/**
 * The header of a timeline (SCREENS.md: day labels and hour ticks) above rows that start with a
 * label column: one cell per day from `origin`, its date, and every third hour.
 */
export function TimelineDays({
  days,
  origin,
  hourPx,
  labelWidth,
  format,
  stickyLabels = false,
}: {
  days: number;
  /** Epoch ms of the first day's midnight in the terminal's zone. */
  origin: number;
  hourPx: number;
  labelWidth: number;
  /** The terminal's "dd/mm/yyyy hh:mm" of an instant. */
  format: (ms: number) => string;
  /** The rows' labels stay in view while the days scroll: the header's corner does too. */
  stickyLabels?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', minWidth: days * 24 * hourPx + labelWidth }}>
      <Box
        sx={{
          width: labelWidth,
          flexShrink: 0,
          ...(stickyLabels && { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }),
        }}
      />
      {[...Array(days).keys()].map((d) => (
        <Box
          key={d}
          sx={{
            width: 24 * hourPx,
            flexShrink: 0,
            borderLeft: 1,
            borderColor: 'divider',
            position: 'relative',
            height: 36,
          }}
        >
          <Typography
            variant="caption"
            sx={{
              px: 0.5,
              fontWeight: 600,
              // The date stays beside the row labels while its day is scrolled under them.
              ...(stickyLabels && { position: 'sticky', left: labelWidth, display: 'inline-block' }),
            }}
          >
            {/* An hour in, so a day that changes its clock still shows its own date. */}
            {format(origin + d * 24 * HOUR + HOUR).slice(0, 10)}
          </Typography>
          {ticks(hourPx).map((h) => (
            <Typography
              key={h}
              variant="caption"
              color="text.secondary"
              sx={{ position: 'absolute', top: 18, left: h * hourPx + 2, fontSize: 10 }}
            >
              {String(h).padStart(2, '0')}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** How many days a timeline shows: the berth board's and the pilotage planner's choice. */
export function DaysSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (days: number) => void;
}) {
  return (
    <TextField
      size="small"
      select
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      // Beside the first day's picker on a phone too: the theme stretches text fields there.
      sx={{ width: 100, [`@media (max-width:${MOBILE_MAX}px)`]: { width: 100 } }}
    >
      {[1, 2, 3, 5, 7].map((d) => (
        <MenuItem key={d} value={d}>
          {d}
        </MenuItem>
      ))}
    </TextField>
  );
}
