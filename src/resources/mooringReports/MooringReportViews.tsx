import { Datagrid, NumberField, NumberInput, SearchInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import { mooringReportInput, type MooringReportRecord } from '../../../contract/schemas/mooringReports';
import { useSchemaResolver } from '../shared/schemaResolver';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { DateTimeInput } from '../shared/DateTimeInput';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../shared/ResourceForm';
import { activeFilterInput, ResourceList } from '../shared/ResourceList';
import { editPath } from '../shared/paths';

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <NumberInput key="n" source="nominationId" />,
  activeFilterInput(),
];

export function MooringReportList() {
  return (
    <ResourceList<MooringReportRecord>
      resource="mooringReports"
      title="berth.menu.mooringReport"
      filters={filters}
      canCreate
      exportColumns={[
        { source: 'nominationId' },
        { source: 'bargeName' },
        { source: 'companyName' },
        { source: 'berth' },
        { source: 'firstLineAshore' },
        { source: 'allFast' },
        { source: 'castOff' },
        { source: 'linesUsed' },
        { source: 'remarks' },
        { source: 'createdByName' },
      ]}
    >
      <Datagrid empty={<ListEmpty />} rowClick={(id) => editPath('mooringReports', id)} bulkActionButtons={false}>
        <TextField source="nominationId" />
        <TextField source="bargeName" sortable={false} />
        <TextField source="companyName" sortable={false} />
        <TextField source="berth" sortable={false} />
        <TerminalDateField source="firstLineAshore" />
        <TerminalDateField source="allFast" />
        <TerminalDateField source="castOff" />
        <NumberField source="linesUsed" sortable={false} />
        <TextField source="remarks" sortable={false} />
        <TextField source="createdByName" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

function MooringInputs() {
  return (
    <SimpleForm
      resolver={useSchemaResolver(mooringReportInput)}
      toolbar={<FormToolbar resource="mooringReports" />}
      defaultValues={{ linesUsed: 6 }}
    >
      <NumberInput source="nominationId" isRequired />
      <DateTimeInput source="firstLineAshore" isRequired />
      <DateTimeInput source="allFast" isRequired />
      <DateTimeInput source="castOff" />
      <NumberInput source="linesUsed" isRequired min={1} max={64} />
      <TextInput source="remarks" multiline minRows={2} sx={{ minWidth: 480 }} />
    </SimpleForm>
  );
}

export const MooringReportCreate = () => (
  <ResourceCreate resource="mooringReports" title="berth.menu.mooringReport">
    <MooringInputs />
  </ResourceCreate>
);
export const MooringReportEdit = () => (
  <ResourceEdit resource="mooringReports" title="berth.menu.mooringReport">
    <MooringInputs />
  </ResourceEdit>
);
