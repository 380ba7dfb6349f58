import { Chip, Stack } from '@mui/material';
import { BooleanField, Datagrid, FunctionField, SearchInput, TextField, useTranslate } from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import type { JettyRecord } from '../../../contract/schemas/jetties';
import { ResourceList, activeFilterInput } from '../shared/ResourceList';
import { editPath } from '../shared/paths';
import { InactiveChip, RecordCards } from '../shared/RecordCards';

const filters = [<SearchInput key="q" source="searchValue" alwaysOn />, activeFilterInput()];

const chips = (items: string[]) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {items.map((t) => (
      <Chip key={t} size="small" variant="outlined" label={t} />
    ))}
  </Stack>
);

/** The jetty table of the spec: per jetty number, its berths, line names and hose names. */
export function JettyList() {
  const translate = useTranslate();
  const named = (field: string, names: string[]) =>
    names.length ? `${translate(`resources.jetties.fields.${field}`)}: ${names.join(', ')}` : null;
  return (
    <ResourceList<JettyRecord>
      resource="jetties"
      title="berth.menu.jetty"
      filters={filters}
      canCreate
      phone={
        <RecordCards<JettyRecord>
          resource="jetties"
          primary={(j) => `${j.number} · ${j.name}`}
          lines={(j) => [
            named(
              'berths',
              j.berths.map((b) => `${b.name} (${b.minLoa}–${b.maxLoa} m)`),
            ),
            named(
              'lines',
              j.lines.map((l) => l.name),
            ),
            named(
              'hoses',
              j.hoses.map((h) => h.name),
            ),
          ]}
          state={(j) => <InactiveChip active={j.active} />}
        />
      }
      exportColumns={[
        { source: 'number' },
        { source: 'name' },
        { source: 'berths', value: (j) => j.berths.map((b) => `${b.name} (${b.minLoa}–${b.maxLoa} m)`) },
        { source: 'lines', value: (j) => j.lines.map((l) => l.name) },
        { source: 'hoses', value: (j) => j.hoses.map((h) => h.name) },
      ]}
    >
      <Datagrid empty={<ListEmpty />} rowClick={(id) => editPath('jetties', id)} bulkActionButtons={false}>
        <TextField source="number" />
        <TextField source="name" />
        <FunctionField<JettyRecord>
          source="berths"
          sortable={false}
          render={(j) => chips(j.berths.map((b) => `${b.name} · ${b.minLoa}–${b.maxLoa} m`))}
        />
        <FunctionField<JettyRecord> source="lines" sortable={false} render={(j) => chips(j.lines.map((l) => l.name))} />
        <FunctionField<JettyRecord> source="hoses" sortable={false} render={(j) => chips(j.hoses.map((h) => h.name))} />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}
