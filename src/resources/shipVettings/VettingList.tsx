import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { Datagrid, FunctionField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { VettingRow } from '../../../contract/schemas/vetting';
import { isCustomer } from '../../../contract/permissions';
import { VETTING_STATUSES } from '../../../contract/enums';
import { VS } from '../../../contract/vetting';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useTimeZone } from '../../layout/useTimeZone';
import { ListEmpty } from '../shared/ListEmpty';
import { RecordCards } from '../shared/RecordCards';
import { ResourceList } from '../shared/ResourceList';
import { editPath } from '../shared/paths';
import { dayOf, VettingStatusChip, WaitingText, waitingKey } from './VettingStatus';
import { VettingFilterChips } from './VettingFilterChips';
import { COLUMNS_SX } from '../shared/columns';

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput
    key="waiting"
    source="waiting"
    alwaysOn
    emptyText="berth.vetting.all"
    choices={[{ id: 'true', name: 'berth.vetting.waitingForMe' }]}
  />,
  <SelectInput
    key="status"
    source="status"
    choices={Object.keys(VETTING_STATUSES).map((s) => ({ id: s, name: `vettingStatuses.${s}` }))}
  />,
];

/** A notification link (?id=…&pageStatus=1) opens that vetting. */
function useOpenFromLink() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const id = q.get('id');
    if (id && /^\d+$/.test(id) && q.get('pageStatus') === '1')
      navigate(editPath('shipVettings', id), { replace: true });
  }, [location.search, navigate]);
}

/** The ship by name with its IMO below, as a terminal names a ship. */
function ShipCell({ record }: { record: VettingRow }) {
  return (
    <>
      {record.shipName}
      <Typography variant="caption" display="block" color="text.secondary">
        IMO {record.imo}
      </Typography>
    </>
  );
}

function VettingCards() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return (
    <RecordCards<VettingRow>
      resource="shipVettings"
      primary={(r) => `#${r.id} · ${r.shipName}`}
      lines={(r) => [
        `IMO ${r.imo} · ${r.companyName}`,
        r.waiting ? translate('berth.vetting.waitingOnYou') : waitingKey(r.status) && translate(waitingKey(r.status)!),
        r.expiresAt && r.status === VS.ACCEPTED
          ? translate('berth.vetting.expires', { day: dayOf(r.expiresAt, timeZone) })
          : formatTerminalDateTime(r.updatedAt, timeZone),
      ]}
      state={(r) => <VettingStatusChip status={r.status} />}
    />
  );
}

/** Vettings in the caller's scope, the last changed first; "Waiting on me" is the badge's queue. */
export function VettingList() {
  useOpenFromLink();
  const user = useBerthInfo().data?.user;
  const timeZone = useTimeZone();
  const translate = useTranslate();
  return (
    <ResourceList<VettingRow>
      resource="shipVettings"
      title="berth.menu.shipVetting"
      filters={filters}
      canCreate={!!user && isCustomer(user)}
      phone={
        <>
          <VettingFilterChips />
          <VettingCards />
        </>
      }
      exportColumns={[
        { source: 'id' },
        { source: 'shipName' },
        { source: 'imo' },
        { source: 'companyName' },
        { source: 'operation', value: (r) => translate(`berth.vetting.operations.${r.operation}`) },
        { source: 'status', value: (r) => translate(`vettingStatuses.${r.status}`) },
        { source: 'eta' },
        { source: 'expiresAt' },
        { source: 'updatedAt' },
      ]}
    >
      <VettingFilterChips />
      <Datagrid
        empty={<ListEmpty />}
        rowClick={(id) => editPath('shipVettings', id)}
        bulkActionButtons={false}
        // Numbers, chips and dates take their content's width, the ship and customer the rest (issue 35 #9).
        sx={COLUMNS_SX}
      >
        <FunctionField<VettingRow> source="id" sortable={false} render={(r) => `#${r.id}`} />
        <FunctionField<VettingRow> source="shipName" sortable={false} render={(r) => <ShipCell record={r} />} />
        <TextField source="companyName" sortable={false} />
        <FunctionField<VettingRow>
          source="status"
          sortable={false}
          render={(r) => <VettingStatusChip status={r.status} />}
        />
        <FunctionField<VettingRow> source="waiting" sortable={false} render={(r) => <WaitingText record={r} />} />
        <FunctionField<VettingRow>
          source="expiresAt"
          sortable={false}
          render={(r) => (r.expiresAt && r.status === VS.ACCEPTED ? dayOf(r.expiresAt, timeZone) : '')}
        />
        <TerminalDateField source="updatedAt" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}
