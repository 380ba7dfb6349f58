import { Chip } from '@mui/material';
import DoneIcon from '@mui/icons-material/TaskAltOutlined';
import {
  BooleanField,
  Datagrid,
  FunctionField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import { SEVERITIES, type EquipmentReportRecord } from '../../../contract/schemas/equipmentReports';
import { canAccess } from '../../../contract/permissions';
import type { PortalDataProvider } from '../../dataProvider';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { useTimeZone } from '../../layout/useTimeZone';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { ResourceList } from '../shared/ResourceList';
import { ReasonButton } from '../shared/ReasonButton';
import { editPath } from '../shared/paths';
import { RecordCards } from '../shared/RecordCards';
import { PersonField } from '../shared/PersonField';
import { personLabel, usePersonLabel } from '../../i18n/people';

const SEVERITY_COLOURS = { low: 'default', medium: 'info', high: 'warning', critical: 'error' } as const;

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    choices={[
      { id: 'open', name: 'berth.master.equipment.open' },
      { id: 'resolved', name: 'berth.master.equipment.resolved' },
    ]}
  />,
  <SelectInput
    key="severity"
    source="severity"
    choices={SEVERITIES.map((s) => ({ id: s, name: `berth.master.severities.${s}` }))}
  />,
  <ReferenceInput key="jetty" source="jettyId" reference="jetties">
    <SelectInput optionText="number" />
  </ReferenceInput>,
];

function ResolveButton({ record }: { record: EquipmentReportRecord }) {
  const dp = useDataProvider<PortalDataProvider>();
  return (
    <ReasonButton
      label="berth.master.equipment.resolve"
      title="berth.master.equipment.resolveTitle"
      icon={<DoneIcon />}
      doneMessage="berth.master.equipment.resolved"
      onConfirm={(reason) => dp.resolveEquipmentReport(record.id, reason)}
    />
  );
}

/** Open reports first; terminal logistics resolves them with a note. */
function OpenChip({ open }: { open: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={open ? 'warning' : 'success'}
      label={translate(open ? 'berth.master.equipment.open' : 'berth.master.equipment.resolved')}
    />
  );
}

/** On a phone: what is broken where, how bad, who reported it when; open reports can be tapped. */
function EquipmentCards() {
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  return (
    <RecordCards<EquipmentReportRecord>
      resource="equipmentReports"
      primary={(r) => `${r.jettyNumber} · ${r.equipment}`}
      lines={(r) => [
        r.location,
        `${translate(`berth.master.severities.${r.severity}`)}${r.closesJetty ? ` · ${translate('resources.equipmentReports.fields.closesJetty')}` : ''}`,
        `${formatTerminalDateTime(r.reportedOn, timeZone)} · ${person(r.reportedByName, r.reportedByRole)}`,
      ]}
      state={(r) => <OpenChip open={r.open} />}
      link={(r) => (r.open ? editPath('equipmentReports', r.id) : false)}
    />
  );
}

export function EquipmentReportList() {
  const translate = useTranslate();
  const user = useBerthInfo().data?.user;
  const canResolve = canAccess(user, 'resolve', 'equipmentReports');
  return (
    <ResourceList<EquipmentReportRecord>
      resource="equipmentReports"
      title="berth.menu.equipmentReport"
      filters={filters}
      canCreate
      phone={<EquipmentCards />}
      exportColumns={[
        { source: 'jettyNumber' },
        { source: 'equipment' },
        { source: 'location' },
        { source: 'severity' },
        { source: 'closesJetty' },
        { source: 'description' },
        { source: 'reportedOn' },
        {
          source: 'reportedByName',
          value: (r) => personLabel(translate, { name: r.reportedByName, role: r.reportedByRole }),
        },
        { source: 'resolvedOn' },
        {
          source: 'resolvedByName',
          value: (r) => personLabel(translate, { name: r.resolvedByName, role: r.resolvedByRole }),
        },
        { source: 'resolution' },
      ]}
    >
      <Datagrid
        empty={<ListEmpty />}
        rowClick={(id, _r, record) =>
          (record as EquipmentReportRecord).open ? editPath('equipmentReports', id) : false
        }
        bulkActionButtons={false}
      >
        <FunctionField<EquipmentReportRecord>
          source="open"
          sortable={false}
          render={(r) => <OpenChip open={r.open} />}
        />
        <TextField source="jettyNumber" sortable={false} />
        <TextField source="equipment" sortable={false} />
        <TextField source="location" sortable={false} />
        <FunctionField<EquipmentReportRecord>
          source="severity"
          sortable={false}
          render={(r) => (
            <Chip
              size="small"
              variant="outlined"
              color={SEVERITY_COLOURS[r.severity]}
              label={translate(`berth.master.severities.${r.severity}`)}
            />
          )}
        />
        <BooleanField source="closesJetty" sortable={false} />
        <TerminalDateField source="reportedOn" />
        <PersonField<EquipmentReportRecord> source="reportedByName" roleSource="reportedByRole" />
        <TerminalDateField source="resolvedOn" />
        <TextField source="resolution" sortable={false} />
        <FunctionField<EquipmentReportRecord>
          label=""
          render={(r) => (canResolve && r.open ? <ResolveButton record={r} /> : null)}
        />
      </Datagrid>
    </ResourceList>
  );
}
