import { Chip, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The vetting list's filters that have no input of their own: several statuses ("under review")
 * and acceptances ending soon, with which the dashboard's figures open the list. Each is a chip
 * that says what it keeps and removes it, as the nomination list does (NominationFilterChips):
 * a filter nobody can see would leave a list that looks complete and is not.
 */
const VETTING_CHIP_FILTERS = ['statuses', 'expiresWithin'] as const;
type ChipFilter = (typeof VETTING_CHIP_FILTERS)[number];

export function VettingFilterChips() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const values = filterValues as Record<string, unknown>;
  const active = VETTING_CHIP_FILTERS.filter((k) => values[k] !== undefined && values[k] !== '');
  if (!active.length) return null;
  const t = (key: string, args?: object) => translate(`berth.vetting.filterChips.${key}`, args);
  const label = (key: ChipFilter, v: string) =>
    key === 'statuses'
      ? t('statuses', {
          states: v
            .split(',')
            .map((s) => translate(`vettingStatuses.${s.trim()}`))
            .join(', '),
        })
      : t('expiresWithin', { days: v });
  const remove = (key: ChipFilter) => () => {
    const { [key]: _removed, ...rest } = values;
    setFilters(rest, displayedFilters);
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1, sm: 2 }, py: 1 }} data-testid="filter-chips">
      {active.map((key) => {
        const text = label(key, String(values[key]));
        return (
          <Chip
            key={key}
            label={text}
            onDelete={remove(key)}
            aria-label={t('remove', { filter: text })}
            // Four statuses are longer than a phone is wide: the label wraps instead of being cut.
            sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
          />
        );
      })}
    </Stack>
  );
}
