import { Box, ButtonBase } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';

/**
 * One button pressed of a row, as MUI's small exclusive ToggleButtonGroup of standard colour draws
 * and announces it (a group of buttons with aria-pressed; pressing the pressed one changes nothing).
 * Only the dashboard's period uses one, and the two components were ~6 kB of the JavaScript before
 * the first list (issue 32 §7).
 */
export function PresetButtons<V extends string | number>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: V;
  choices: { value: V; label: string }[];
  onChange(value: V): void;
}) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'inline-flex', borderRadius: 1 }}>
      {choices.map((c, i) => {
        const selected = c.value === value;
        const first = i === 0;
        const last = i === choices.length - 1;
        return (
          <ButtonBase
            key={c.value}
            aria-pressed={selected}
            focusRipple
            onClick={() => !selected && onChange(c.value)}
            sx={(t: Theme) => {
              const { selectedOpacity, hoverOpacity } = t.palette.action;
              return {
                ...t.typography.button,
                fontSize: t.typography.pxToRem(13),
                padding: '7px',
                borderRadius: `${first ? t.shape.borderRadius : 0}px ${last ? t.shape.borderRadius : 0}px ${
                  last ? t.shape.borderRadius : 0
                }px ${first ? t.shape.borderRadius : 0}px`,
                border: `1px solid ${t.palette.divider}`,
                ...(first ? {} : { marginLeft: '-1px', borderLeft: '1px solid transparent' }),
                color: selected ? t.palette.text.primary : t.palette.action.active,
                backgroundColor: selected ? alpha(t.palette.text.primary, selectedOpacity) : undefined,
                '&:hover': {
                  textDecoration: 'none',
                  backgroundColor: alpha(
                    t.palette.text.primary,
                    selected ? selectedOpacity + hoverOpacity : hoverOpacity,
                  ),
                  '@media (hover: none)': {
                    backgroundColor: selected ? alpha(t.palette.text.primary, selectedOpacity) : 'transparent',
                  },
                },
              };
            }}
          >
            {c.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
