import { createContext, useContext, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import FilterOffIcon from '@mui/icons-material/FilterAltOffOutlined';
import { CreateButton, useListContext, useTranslate } from 'react-admin';
import { createPath } from './paths';

/** What ResourceList tells its empty state: may the user create here, and which filters are the list's defaults. */
export const ListSettings = createContext<{ canCreate: boolean; defaults: Record<string, unknown> }>({
  canCreate: false,
  defaults: {},
});

/** True when the user narrowed the list: a filter other than the list's defaults is set. */
export function isFiltered(values: Record<string, unknown>, defaults: Record<string, unknown>): boolean {
  return Object.entries(values).some(
    ([k, v]) => v !== undefined && v !== '' && !(k === 'active' && v === 'true') && defaults[k] !== v,
  );
}

/** The look of every empty list: an icon, one sentence, and the action that fills it (or clears the filters). */
export function EmptyState({
  filtered = false,
  text,
  action,
}: {
  filtered?: boolean;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      {filtered ? <FilterOffIcon fontSize="large" /> : <InboxIcon fontSize="large" />}
      <Typography variant="body1" sx={{ mt: 1, mb: 2 }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}

/**
 * The one empty state of every list (SCREENS.md): what belongs here and the create action when the
 * user may create; with filters set, "Nothing matches these filters" and a way to clear them.
 */
export function ListEmpty() {
  const translate = useTranslate();
  const { resource, filterValues, setFilters } = useListContext();
  const { canCreate, defaults } = useContext(ListSettings);
  const filtered = isFiltered(filterValues ?? {}, defaults);
  return (
    <EmptyState
      filtered={filtered}
      text={
        filtered
          ? translate('berth.lists.noMatch')
          : translate(`berth.lists.emptyOf.${resource}`, { _: translate('berth.lists.empty') })
      }
      action={
        filtered ? (
          <Button variant="outlined" onClick={() => setFilters(defaults, {})}>
            {translate('berth.lists.clearFilters')}
          </Button>
        ) : (
          canCreate && (
            <CreateButton variant="contained" to={createPath(resource)} label={`berth.lists.create.${resource}`} />
          )
        )
      }
    />
  );
}
