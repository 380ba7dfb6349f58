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
import { LIFECYCLE_ORDER } from '../../../contract/lifecycleOrder';
import { canAccess, isBargeSide, isPilot, isTerminalSide } from '../../../contract/permissions';
import { useFormatQuantity } from '../shared/format';
import { COLUMNS_SX } from '../shared/columns';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { SEARCH_DATE_TYPES } from '../../../contract/enums';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { DayFilter } from '../shared/DayFilter';
import { ResourceList, usePhone } from '../shared/ResourceList';
import { ListEmpty } from '../shared/ListEmpty';
import { ASIDE_SX } from '../shared/rowsFirst';
import { editPath, pathOf } from '../shared/paths';
import { HiddenMark, StatusChip } from './status';
import { NominationFilterChips } from './NominationFilterChips';
import { NominationCards } from './NominationCards';
import { BerthAndWhen, DocumentChips } from './listCells';
import { SofChip, WhenCell } from './callState';

/** What a pilot or a barge crew filters by: a barge's name or number, and the state (in lifecycle order). */
const fieldFilters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={LIFECYCLE_ORDER.map((s) => ({ id: s, name: `statuses.${s}` }))}
  />,
];

/** The desk's filters add the dates of every kind. */
const filters = [
  ...fieldFilters,
  <SelectInput
    key="dateType"
    source="searchDateType"
    choices={SEARCH_DATE_TYPES.map((s) => ({ id: s, name: `berth.barging.dateTypes.${s}` }))}
  />,
  <DayFilter key="from" source="startDate" />,
  <DayFilter key="to" source="endDate" />,
];

/** Saved filters and the status groups, beside the list on wide screens (ResourceList's aside). */
function FilterAside() {
  return (
    <Card sx={ASIDE_SX}>
      <CardContent>
        <SavedQueriesList />
        <FilterList label="resources.nominations.fields.status" icon={null}>
          {LIFECYCLE_ORDER.map((s) => (
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

/** The columns under Columns by default (walk 33 #6). */
const OMITTED = [
  'when',
  'bargeReadinessTime',
  'documents',
  'berthName',
  'estimatedBerthTime',
  'pendingRequests',
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
];

export function NominationList() {
  useOpenFromLink();
  const formatQuantity = useFormatQuantity();
  const info = useBerthInfo().data;
  const user = info?.user;
  const navigate = useNavigate();
  const terminalAdmin = canAccess(user, 'update', 'settings');
  // The customer's own company, or the barge's, goes without saying.
  const terminalSide = !!user && isTerminalSide(user);
  // Pilots and barge crews, often on a phone, work a few nominations of their own: no date filters,
  // saved queries or column chooser between them and the list.
  const field = !!user && (isPilot(user) || isBargeSide(user));
  const onPhone = usePhone();
  return (
    <ResourceList<NominationRecord>
      resource="nominations"
      title="berth.menu.barging"
      filters={field ? fieldFilters : filters}
      // A company waiting for approval cannot nominate yet; its banner says why.
      canCreate={canAccess(user, 'create', 'nominations') && info?.companyApproved !== false}
      aside={field ? undefined : <FilterAside />}
      phone={
        <>
          <NominationFilterChips />
          <NominationCards />
        </>
      }
      extraActions={
        <>
          {canAccess(user, 'read', 'berthBoard') && (
            <Button label="berth.barging.actions.board" onClick={() => navigate(`${pathOf('nominations')}/board`)}>
              <ViewTimelineIcon />
            </Button>
          )}
          {!field && !onPhone && <SelectColumnsButton preferenceKey="berth.nominations.columns" />}
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
      <NominationFilterChips />
      <DatagridConfigurable
        empty={<ListEmpty />}
        preferenceKey="berth.nominations.columns"
        rowClick={(id) => editPath('nominations', id)}
        bulkActionButtons={false}
        // Numbers, chips and dates take their content's width, the names the rest (issue 35 #9).
        sx={COLUMNS_SX}
        // At most 8 columns by default, so the list fits at 1440 and 1024 (SCREENS.md, walk 33 #6):
        // the berth column carries the call's "when"; the rest wait under Columns. A customer has no
        // customer column, so its documents' chips take that place.
        omit={terminalSide ? OMITTED : OMITTED.filter((c) => c !== 'documents')}
      >
        <TextField source="id" />
        <FunctionField<NominationRecord>
          source="status"
          render={(r) => (
            <>
              <StatusChip status={r.status} />
              <HiddenMark hidden={r.hideFromTerminal} />
            </>
          )}
        />
        {/* Issue 33: where the call's statement of facts stands. */}
        <FunctionField<NominationRecord>
          source="sofProgress"
          sortable={false}
          // Nothing until the call begins: "Not started" on every pending row is noise.
          render={(r) => (r.sofProgress === 'none' ? null : <SofChip progress={r.sofProgress} />)}
        />
        {terminalSide && <TextField source="companyName" sortable={false} />}
        <TextField source="bargeName" sortable={false} />
        <TextField source="productName" sortable={false} />
        <FunctionField<NominationRecord>
          source="quantity"
          textAlign="right"
          render={(r) => formatQuantity(r.quantity)}
        />
        <FunctionField<NominationRecord>
          source="berth"
          label="resources.nominations.fields.berthName"
          sortBy="estimatedBerthTime"
          render={(r) => <BerthAndWhen record={r} />}
        />
        {/* Not sortable: no index serves "all fast, else berth time, else ETA" (docs/decisions.md, issue 33). */}
        <FunctionField<NominationRecord> source="when" sortable={false} render={(r) => <WhenCell when={r.when} />} />
        <TerminalDateField source="bargeReadinessTime" />
        <TextField source="pilotName" sortable={false} />
        <TerminalDateField source="berthAssignedAt" />
        <TextField source="berthName" sortable={false} />
        <TerminalDateField source="eta" />
        <TerminalDateField source="estimatedBerthTime" />
        {/* Quantities in the one format of every screen (issue 35 #9): 2,759.124 t. */}
        <FunctionField<NominationRecord>
          source="nominatedQtyMax"
          sortable={false}
          textAlign="right"
          render={(r) => formatQuantity(r.nominatedQtyMax)}
        />
        <FunctionField<NominationRecord>
          source="balanceInTank"
          sortable={false}
          textAlign="right"
          render={(r) => formatQuantity(r.balanceInTank)}
        />
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
        <FunctionField<NominationRecord>
          source="documents"
          sortable={false}
          render={(r) => <DocumentChips record={r} />}
        />
      </DatagridConfigurable>
    </ResourceList>
  );
}
