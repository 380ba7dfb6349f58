import type { ReactNode } from 'react';
import { SimpleList, type RaRecord } from 'react-admin';
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
      sx={{ '& .MuiListItemText-secondary': { whiteSpace: 'pre-line' } }}
    />
  );
}
