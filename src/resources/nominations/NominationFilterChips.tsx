import { Chip, Stack } from '@mui/material';
import { useGetOne, useListContext, useTranslate } from 'react-admin';

/**
 * The list's filters that have no input of their own (the dashboard's figures open the list with
 * them: several states, high variance, justification, on-time berthing, a product), each a chip
 * that says what it keeps and removes it (issue 31). A filter nobody can see would leave a list
 * that looks complete and is not.
 */
const CHIP_FILTERS = ['statusString', 'varianceAbove', 'justified', 'onTime', 'productId', 'offSpec'] as const;
type ChipFilter = (typeof CHIP_FILTERS)[number];

/** A filter's day (YYYY-MM-DD) as the screens write days, dd/mm/yyyy; none: an ellipsis. */
const dayText = (v: unknown) => (typeof v === 'string' ? v.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1') : '…');

function FilterChip({ label, onDelete }: { label: string; onDelete(): void }) {
  const translate = useTranslate();
  return (
    <Chip
      label={label}
      onDelete={onDelete}
      aria-label={translate('berth.barging.filterChips.remove', { filter: label })}
    />
  );
}

/** A product by its name, not its number; the number only while (or if) the product cannot be read. */
function ProductChip({ id, onDelete }: { id: string; onDelete(): void }) {
  const translate = useTranslate();
  const { data } = useGetOne<{ id: number; name: string }>('products', { id: Number(id) }, { retry: false });
  return (
    <FilterChip
      label={translate('berth.barging.filterChips.productId', { name: data?.name ?? `#${id}` })}
      onDelete={onDelete}
    />
  );
}

export function NominationFilterChips() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const values = filterValues as Record<string, unknown>;
  const active = CHIP_FILTERS.filter((k) => values[k] !== undefined && values[k] !== '');
  if (!active.length) return null;
  const t = (key: string, args?: object) => translate(`berth.barging.filterChips.${key}`, args);
  const remove = (key: ChipFilter) => () => {
    const { [key]: _removed, ...rest } = values;
    // The off-spec filter's period goes with it (issue 34).
    if (key === 'offSpec') {
      delete rest.offSpecFrom;
      delete rest.offSpecTo;
    }
    setFilters(rest, displayedFilters);
  };
  const label = (key: Exclude<ChipFilter, 'productId'>, v: string) => {
    if (key === 'statusString')
      return t('statusString', {
        states: v
          .split(',')
          .map((s) => translate(`statuses.${s.trim()}`))
          .join(', '),
      });
    if (key === 'varianceAbove') return t('varianceAbove', { percent: v });
    if (key === 'justified') return t(v === 'true' ? 'justifiedTrue' : 'justifiedFalse');
    if (key === 'offSpec')
      return translate(v === 'true' ? 'berth.quality.filterTrue' : 'berth.quality.filterFalse', {
        from: dayText(values.offSpecFrom),
        to: dayText(values.offSpecTo),
      });
    return t(v === 'true' ? 'onTimeTrue' : 'onTimeFalse');
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1, sm: 2 }, py: 1 }} data-testid="filter-chips">
      {active.map((key) =>
        key === 'productId' ? (
          <ProductChip key={key} id={String(values[key])} onDelete={remove(key)} />
        ) : (
          <FilterChip key={key} label={label(key, String(values[key]))} onDelete={remove(key)} />
        ),
      )}
    </Stack>
  );
}
