import { BooleanField, Datagrid, FunctionField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import type { PilotRecord } from '../../../contract/schemas/pilots';
import { PILOT_KINDS } from '../../../contract/schemas/pilots';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { RecordCards } from '../shared/RecordCards';
import { ResourceList, activeFilterInput } from '../shared/ResourceList';
import { editPath } from '../shared/paths';
import { PersonField } from '../shared/PersonField';
import { personLabel } from '../../i18n/people';

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    choices={PILOT_KINDS.map((k) => ({ id: k, name: `berth.master.pilotKinds.${k}` }))}
  />,
  activeFilterInput(),
];

export function PilotList() {
  const translate = useTranslate();
  return (
    <ResourceList<PilotRecord>
      resource="pilots"
      title="berth.menu.pilot"
      filters={filters}
      canCreate
      phone={
        <RecordCards<PilotRecord>
          resource="pilots"
          primary={(r) => r.name}
          lines={(r) => [translate(`berth.master.pilotKinds.${r.kind}`), r.contact]}
        />
      }
      exportColumns={[
        { source: 'name' },
        { source: 'kind' },
        { source: 'contact' },
        {
          source: 'createdByName',
          value: (r) => personLabel(translate, { name: r.createdByName, role: r.createdByRole }),
        },
        { source: 'createdOn' },
        { source: 'active' },
      ]}
    >
      <Datagrid empty={<ListEmpty />} rowClick={(id) => editPath('pilots', id)} bulkActionButtons={false}>
        <TextField source="name" />
        <FunctionField<PilotRecord> source="kind" render={(r) => translate(`berth.master.pilotKinds.${r.kind}`)} />
        <TextField source="contact" sortable={false} />
        <PersonField<PilotRecord> source="createdByName" roleSource="createdByRole" />
        <TerminalDateField source="createdOn" />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}
