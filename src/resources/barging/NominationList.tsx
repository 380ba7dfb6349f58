import { useEffect } from 'react';
import { Card, CardContent } from '@mui/material';
import ViewTimelineIcon from '@mui/icons-material/ViewTimelineOutlined';
import {
  Button,
  DatagridConfigurable,
  FilterList,
  FilterListItem,
  FunctionField,
  NumberField,
  SavedQueriesList,
  SearchInput,
  SelectColumnsButton,
  SelectInput,
  TextField,
} from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { NOMINATION_PROGRESS } from '../../../contract/enums';
import { canAccess } from '../../../contract/permissions';
import { SEARCH_DATE_TYPES, type NominationRecord } from '../../../contract/schemas/nominations';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { DayInput } from '../shared/DayInput';
import { ResourceList } from '../shared/ResourceList';
import { ListEmpty } from '../shared/ListEmpty';
import { editPath, pathOf } from '../shared/paths';
import { StatusChip } from './status';

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={NOMINATION_PROGRESS.map((s) => ({ id: s, name: `statuses.${s}` }))}
  />,
  <SelectInput
    key="dateType"
    source="searchDateType"
    choices={SEARCH_DATE_TYPES.map((s) => ({ id: s, name: `berth.barging.dateTypes.${s}` }))}
  />,
  <DayInput key="from" source="startDate" />,
  <DayInput key="to" source="endDate" />,
];

/** Saved filters and the status groups, beside the list on desktop widths. */
function FilterAside() {
  return (
    <Card
      sx={{
        order: -1,
        mr: 2,
        mt: 8,
        width: 220,
        flexShrink: 0,
        alignSelf: 'flex-start',
        display: { xs: 'none', sm: 'block' },
      }}
    >
      <CardContent>
        <SavedQueriesList />
        <FilterList label="resources.nominations.fields.status" icon={null}>
          {NOMINATION_PROGRESS.map((s) => (
            <FilterListItem key={s} label={`statuses.${s}`} value={{ status: s }} />
          ))}
        </FilterList>
      </CardContent>
    </Card>
  );
}

/** A notification link (?id=…&pageStatus=1) opens that nomination. */
function useOpenFromLink() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const id = q.get('id');
    if (id && /^\d+$/.test(id) && q.get('pageStatus') === '1') navigate(editPath('nominations', id), { replace: true });
  }, [location.search, navigate]);
}

export function NominationList() {
  useOpenFromLink();
  const user = useBerthInfo().data?.user;
  const navigate = useNavigate();
  const terminalAdmin = canAccess(user, 'update', 'settings');
  return (
    <ResourceList<NominationRecord>
      resource="nominations"
      title="berth.menu.barging"
      filters={filters}
      canCreate={canAccess(user, 'create', 'nominations')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      aside={<FilterAside />}
      extraActions={
        <>
          {canAccess(user, 'read', 'berthBoard') && (
            <Button label="berth.barging.actions.board" onClick={() => navigate(`${pathOf('nominations')}/board`)}>
              <ViewTimelineIcon />
            </Button>
          )}
          <SelectColumnsButton preferenceKey="berth.nominations.columns" />
        </>
      }
      exportColumns={[
        { source: 'id' },
        { source: 'status' },
        { source: 'companyName' },
        { source: 'bargeName' },
        { source: 'productName' },
        { source: 'quantity' },
        { source: 'bargeReadinessTime' },
        { source: 'pilotName' },
        { source: 'berthAssignedAt' },
        { source: 'jettyNumber' },
        { source: 'berthName' },
        { source: 'eta' },
        { source: 'estimatedBerthTime' },
        { source: 'nominatedQtyMax' },
        { source: 'balanceInTank' },
        { source: 'remarks' },
        { source: 'pilotType' },
        { source: 'pilotExemption' },
        { source: 'bargeContactNumber' },
        { source: 'customCode' },
      ]}
    >
      <DatagridConfigurable
        empty={<ListEmpty />}
        preferenceKey="berth.nominations.columns"
        rowClick={(id) => editPath('nominations', id)}
        bulkActionButtons={false}
        omit={[
          'balanceInTank',
          'remarks',
          'pilotType',
          'pilotExemption',
          'bargeContactNumber',
          'berthAssignedAt',
          'tankNumber',
          'customCode',
          'psaContactNumber',
          'surveyors',
          'pilotName',
          'eta',
          'nominatedQtyMax',
        ]}
      >
        <TextField source="id" />
        <FunctionField<NominationRecord> source="status" render={(r) => <StatusChip status={r.status} />} />
        <TextField source="companyName" sortable={false} />
        <TextField source="bargeName" sortable={false} />
        <TextField source="productName" sortable={false} />
        <NumberField source="quantity" />
        <TerminalDateField source="bargeReadinessTime" />
        <TextField source="pilotName" sortable={false} />
        <TerminalDateField source="berthAssignedAt" />
        <TextField source="berthName" sortable={false} />
        <TerminalDateField source="eta" />
        <TerminalDateField source="estimatedBerthTime" />
        <NumberField source="nominatedQtyMax" sortable={false} />
        <NumberField source="balanceInTank" sortable={false} />
        <FunctionField<NominationRecord>
          source="surveyors"
          sortable={false}
          render={(r) => r.surveyors.map((s) => s.name).join(', ')}
        />
        <TextField source="tankNumber" sortable={false} />
        <TextField source="remarks" sortable={false} />
        <FunctionField<NominationRecord> source="pilotType" sortable={false} render={(r) => r.pilotType ?? ''} />
        <FunctionField<NominationRecord>
          source="pilotExemption"
          sortable={false}
          render={(r) => (r.pilotExemption ? '✓' : '')}
        />
        {terminalAdmin && <TextField source="psaContactNumber" sortable={false} />}
        <TextField source="bargeContactNumber" sortable={false} />
        <TextField source="customCode" sortable={false} />
        <NumberField source="pendingRequests" sortable={false} />
      </DatagridConfigurable>
    </ResourceList>
  );
}
