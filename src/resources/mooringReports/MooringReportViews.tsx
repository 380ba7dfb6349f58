import {
  Datagrid,
  NumberField,
  NumberInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import { mooringReportInput, type MooringReportRecord } from '../../../contract/schemas/mooringReports';
import { useSchemaResolver } from '../shared/schemaResolver';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { DateTimeInput } from '../shared/DateTimeInput';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../shared/ResourceForm';
import { activeFilterInput, ResourceList } from '../shared/ResourceList';
import { editPath } from '../shared/paths';
import { RecordCards } from '../shared/RecordCards';
import { PersonField } from '../shared/PersonField';
import { personLabel } from '../../i18n/people';
import { useTimeZone } from '../../layout/useTimeZone';
import { formatTerminalDateTime } from '../../../contract/datetime';

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <NumberInput key="n" source="nominationId" />,
  activeFilterInput(),
];

/** On a phone: the barge and berth, and the mooring's times. */
function MooringCards() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const at = (key: string, v: string | null) =>
    v ? `${translate(`resources.mooringReports.fields.${key}`)}: ${formatTerminalDateTime(v, timeZone)}` : null;
  return (
    <RecordCards<MooringReportRecord>
      resource="mooringReports"
      primary={(r) => [`#${r.nominationId}`, r.bargeName, r.berth].filter(Boolean).join(' · ')}
      lines={(r) => [at('firstLineAshore', r.firstLineAshore), at('allFast', r.allFast), at('castOff', r.castOff)]}
    />
  );
}

export function MooringReportList() {
  const translate = useTranslate();
  return (
    <ResourceList<MooringReportRecord>
      resource="mooringReports"
      title="berth.menu.mooringReport"
      filters={filters}
      canCreate
      phone={<MooringCards />}
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
        {
          source: 'createdByName',
          value: (r) => personLabel(translate, { name: r.createdByName, role: r.createdByRole }),
        },
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
        <PersonField<MooringReportRecord> source="createdByName" roleSource="createdByRole" />
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
