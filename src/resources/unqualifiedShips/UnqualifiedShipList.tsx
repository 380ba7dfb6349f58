import { Chip } from '@mui/material';
import LiftIcon from '@mui/icons-material/LockOpenOutlined';
import {
  Datagrid,
  FunctionField,
  SearchInput,
  SelectInput,
  TextField,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import type { UnqualifiedRecord } from '../../../contract/schemas/unqualifiedShips';
import { canAccess } from '../../../contract/permissions';
import type { PortalDataProvider } from '../../dataProvider';
import { DayField, TerminalDateField } from '../../layout/TerminalDateField';
import { RecordCards } from '../shared/RecordCards';
import { PersonField } from '../shared/PersonField';
import { personLabel } from '../../i18n/people';
import { formatDay } from '../../../contract/datetime';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { ResourceList } from '../shared/ResourceList';
import { ReasonButton } from '../shared/ReasonButton';

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    emptyValue="current"
    choices={[
      { id: 'current', name: 'berth.master.unqualified.current' },
      { id: 'lifted', name: 'berth.master.unqualified.lifted' },
      { id: 'all', name: 'berth.master.common.all' },
    ]}
  />,
];

function LiftButton({ record }: { record: UnqualifiedRecord }) {
  const dp = useDataProvider<PortalDataProvider>();
  return (
    <ReasonButton
      label="berth.master.unqualified.lift"
      title="berth.master.unqualified.liftTitle"
      icon={<LiftIcon />}
      doneMessage="berth.master.unqualified.lifted"
      onConfirm={(reason) => dp.liftUnqualified(record.id, reason)}
    />
  );
}

/** Why the ship is on the list: a hand blacklisting, or the outcome of its latest ship vetting. */
function sourceText(translate: ReturnType<typeof useTranslate>, r: UnqualifiedRecord): string {
  return r.source === 'vetting'
    ? translate('berth.master.unqualified.byVetting', { status: translate(`vettingStatuses.${r.vettingStatus}`) })
    : translate('berth.master.unqualified.byHand');
}

/** The admin's landing: ships blacklisted by hand and ships whose latest vetting was refused, expired or suspended. */
function StateChip({ record }: { record: UnqualifiedRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={record.liftedOn ? 'default' : 'error'}
      label={translate(record.liftedOn ? 'berth.master.unqualified.lifted' : 'berth.master.unqualified.current')}
    />
  );
}

export function UnqualifiedShipList() {
  const translate = useTranslate();
  const user = useBerthInfo().data?.user;
  const canChange = canAccess(user, 'update', 'unqualifiedShips');
  return (
    <ResourceList<UnqualifiedRecord>
      resource="unqualifiedShips"
      title="berth.menu.unqualifiedShips"
      filters={filters}
      canCreate={canAccess(user, 'create', 'unqualifiedShips')}
      phone={
        <RecordCards<UnqualifiedRecord>
          resource="unqualifiedShips"
          primary={(r) => r.shipName}
          lines={(r) => [
            `${translate('resources.unqualifiedShips.fields.imo')}: ${r.imo}`,
            sourceText(translate, r),
            r.reason,
            `${formatDay(r.blacklistedOn)} · ${personLabel(translate, { name: r.blacklistedByName, role: r.blacklistedByRole })}`,
          ]}
          state={(r) => <StateChip record={r} />}
          link={() => false}
        />
      }
      exportColumns={[
        { source: 'shipName' },
        { source: 'imo' },
        { source: 'reason' },
        { source: 'blacklistedOn' },
        {
          source: 'blacklistedByName',
          value: (r) => personLabel(translate, { name: r.blacklistedByName, role: r.blacklistedByRole }),
        },
        { source: 'liftedOn' },
        {
          source: 'liftedByName',
          value: (r) => personLabel(translate, { name: r.liftedByName, role: r.liftedByRole }),
        },
        { source: 'liftReason' },
      ]}
    >
      <Datagrid empty={<ListEmpty />} rowClick={false} bulkActionButtons={false}>
        <TextField source="shipName" sortable={false} />
        <TextField source="imo" sortable={false} />
        <FunctionField<UnqualifiedRecord> source="source" sortable={false} render={(r) => sourceText(translate, r)} />
        <TextField source="reason" sortable={false} />
        <DayField source="blacklistedOn" sortable={false} />
        <PersonField<UnqualifiedRecord> source="blacklistedByName" roleSource="blacklistedByRole" />
        <FunctionField<UnqualifiedRecord> source="state" sortable={false} render={(r) => <StateChip record={r} />} />
        <TerminalDateField source="liftedOn" />
        <TextField source="liftReason" sortable={false} />
        <FunctionField<UnqualifiedRecord>
          label=""
          render={(r) => (canChange && r.source === 'blacklist' && !r.liftedOn ? <LiftButton record={r} /> : null)}
        />
      </Datagrid>
    </ResourceList>
  );
}
