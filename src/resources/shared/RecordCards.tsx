import type { ReactNode } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { SimpleList, useTranslate, type RaRecord } from 'react-admin';
import { ListEmpty } from './ListEmpty';
import { editPath } from './paths';

interface Props<R extends RaRecord> {
  resource: string;
  /** The record's name line. */
  primary(record: R): ReactNode;
  /** Up to three facts, one per line; empty ones are left out. */
  lines(record: R): (string | null | undefined | false)[];
  /** Its state, at the right of the card (a chip). */
  state?(record: R): ReactNode;
  /** Where a tap goes (false: nowhere); the record's page by default. */
  link?(record: R): string | false;
}

/**
 * A list on a phone (SCREENS.md, Widths): a card per record, its name, a few facts and its state,
 * tap to open, instead of a table wider than the screen.
 */
export function RecordCards<R extends RaRecord>({ resource, primary, lines, state, link }: Props<R>) {
  return (
    <SimpleList<R>
      rowClick={(id, _r, record) => (link ? link(record as R) : editPath(resource, id))}
      primaryText={primary}
      secondaryText={(r) => lines(r).filter(Boolean).join('\n')}
      tertiaryText={state}
      empty={<ListEmpty />}
      // Facts on their own lines; a long address or URL breaks rather than widening the page.
      sx={{ '& .MuiListItemText-secondary': { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } }}
    />
  );
}

/** The state of a master-data card: nothing while active, "Deactivated" once it is not. */
export function InactiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return active ? null : <Chip size="small" variant="outlined" label={translate('berth.master.common.inactive')} />;
}

/**
 * One cell of a phone's two-column table, its main fact over a smaller one. For lists that open
 * their rows in place (the audit log, the outbox) rather than on a page of their own, so cannot be cards.
 */
export function TwoLines({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <Box sx={{ wordBreak: 'break-word' }}>
      <Typography variant="body2">{main}</Typography>
      {sub && (
        <Typography variant="caption" color="text.secondary" component="div">
          {sub}
        </Typography>
      )}
    </Box>
  );
}
