import { Alert, Box, Button as MuiButton, Card, CardContent, Grid, Link, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { useTimeZone } from '../../layout/useTimeZone';
import { NominationActions } from './NominationActions';
import { ClearanceActions } from './ClearanceActions';
import { DocumentsTab } from './DocumentsTab';
import { LogTab } from './LogTab';
import { RequestsTab } from './RequestsTab';
import { UllageTab } from './UllageTab';
import { SdsSection } from './SdsSection';
import { HiddenMark, StatusChip } from './status';
import { useFormatQuantity } from '../shared/format';
import { FINAL_STATES, REQUESTABLE_STATES } from '../../../contract/lifecycle';
import { isCustomer } from '../../../contract/permissions';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useNominationOptions } from './useOptions';
import { SOF_STATES } from '../../../contract/portCall';
import { SofTab } from '../portCall/SofTab';
import { ChecklistTab } from '../portCall/ChecklistTab';
import { LaytimeTab } from '../laytime/LaytimeTab';
import { OffSpecAlert } from '../quality/OffSpecAlert';

const TABS = ['details', 'sof', 'checklist', 'laytime', 'log', 'requests', 'documents', 'ullage'] as const;
/** The port call record's tabs: from Booked on (contract/portCall.ts SOF_STATES), and once anything is recorded. */
const PORT_CALL_TABS: readonly string[] = ['sof', 'checklist'];

function Details({ record }: { record: NominationRecord }) {
  const translate = useTranslate();
  const quantity = useFormatQuantity();
  const timeZone = useTimeZone();
  const when = (v: string | null) => (v ? formatTerminalDateTime(v, timeZone) : '–');
  const rows: [string, ReactNode][] = [
    ['companyName', record.companyName],
    ['bargeName', `${record.bargeName} · IMO ${record.bargeImo} · ${record.bargeLoa} m`],
    ['productName', record.productName],
    ['tankNumber', record.tankNumber],
    // Quantities as every screen shows them (issue 35 #9): 2,759.124 t.
    ['quantity', quantity(record.quantity)],
    ['nominatedQtyMax', quantity(record.nominatedQtyMax)],
    ['balanceInTank', quantity(record.balanceInTank)],
    ['eta', when(record.eta)],
    ['bargeReadinessTime', when(record.bargeReadinessTime)],
    ['berthName', record.berthName],
    ['estimatedBerthTime', when(record.estimatedBerthTime)],
    ['berthAssignedAt', when(record.berthAssignedAt)],
    ['pilotName', record.pilotName],
    ['pilotType', record.pilotType ? translate(`berth.barging.pilotTypes.${record.pilotType}`) : null],
    ['pilotExemption', record.pilotExemption ? '✓' : '✗'],
    ['bargeContactNumber', record.bargeContactNumber],
    ...(record.psaContactNumber !== null ? [['psaContactNumber', record.psaContactNumber] as [string, string]] : []),
    ...(record.portClearReference !== null
      ? [['portClearReference', `${record.portClearReference} · ${when(record.portClearAt)}`] as [string, string]]
      : []),
    ['surveyors', record.surveyors.map((s) => s.name).join(', ')],
    ['customCode', record.customCode],
    ['hideFromTerminal', record.hideFromTerminal ? '✓' : '✗'],
    ['actualQuantity', quantity(record.actualQuantity)],
    ['variancePercent', record.variancePercent],
    ['remarks', record.remarks],
    ...(record.coaLink !== null
      ? [
          [
            'coaLink',
            <Link
              key="coa"
              href={record.coaLink}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {record.coaLink}
            </Link>,
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return (
    <Grid container spacing={2}>
      {rows.map(([field, value]) => (
        <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography variant="caption" color="text.secondary">
            {translate(`resources.nominations.fields.${field}`)}
          </Typography>
          <Typography variant="body2" data-field={field}>
            {value === null || value === '' ? '–' : value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** One nomination: its steps as buttons, then tabs for details, log, change requests, documents and ullage reports. */
export function NominationShow() {
  const { id } = useParams();
  const translate = useTranslate();
  // A link may open a tab (?tab=checklist from the due checks).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<(typeof TABS)[number]>(() => TABS.find((t) => t === params.get('tab')) ?? 'details');
  const user = useBerthInfo().data?.user;
  // Out of scope answers 404 at once: no retries, and a plain message instead of a spinner.
  const {
    data: record,
    isPending,
    error,
  } = useGetOne<NominationRecord>('nominations', { id: Number(id) }, { retry: false });
  const { data: options } = useNominationOptions();
  // On a phone a tab opened by its link (?tab=laytime) lay off-screen in the strip (walk 34 #11):
  // bring the selected tab into view once it is drawn, and whenever another is selected
  // (before the early returns: a hook's order never changes).
  const tabsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabsRef.current
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView?.({ inline: 'nearest', block: 'nearest' });
  }, [tab, record]);
  if (error)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {translate('ra.page.not_found')}
      </Alert>
    );
  if (isPending) return <PageLoading />;
  if (!record) return null;
  // The record made so far stays readable after the call ends (a cancelled call's SoF, read only).
  const tabs = TABS.filter(
    (t) =>
      // Laytime is computed once the call is completed (DECISIONS.md §11).
      (t !== 'laytime' || record.status === 'Completed') &&
      (!PORT_CALL_TABS.includes(t) || record.sofProgress !== 'none' || SOF_STATES.includes(record.status)),
  );
  // A link to a tab this call does not have opens the first one (MUI warns of a value no tab has).
  const shown = tabs.includes(tab) ? tab : tabs[0]!;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('berth.barging.detail', { id: record.id })} />
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
            <Typography variant="h6">
              {translate('berth.barging.detail', { id: record.id })} · {record.bargeName}
            </Typography>
            <Box role="status" aria-label={translate('resources.nominations.fields.status')}>
              <StatusChip status={record.status} />
              <HiddenMark hidden={record.hideFromTerminal} />
            </Box>
          </Box>
          {!FINAL_STATES.includes(record.status) && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="waiting-on">
              {/* A hidden nomination waits on its customer alone: the terminal cannot see it. */}
              {record.hideFromTerminal && record.status !== 'Created'
                ? translate('waitingHidden')
                : translate(`waitingOn.${record.status}`)}
            </Typography>
          )}
          <OffSpecAlert record={record} />
          <NominationActions
            record={record}
            extra={
              // The customer's change request is an action like the others, not a form three tabs away.
              user && isCustomer(user) && REQUESTABLE_STATES.includes(record.status) ? (
                <MuiButton variant="outlined" size="small" onClick={() => setTab('requests')}>
                  {translate('berth.barging.requests.make')}
                </MuiButton>
              ) : (
                <ClearanceActions record={record} />
              )
            }
          />
          <Tabs
            ref={tabsRef}
            value={shown}
            onChange={(_e, v: (typeof TABS)[number]) => setTab(v)}
            variant="scrollable"
            // On a phone the last tabs lie off-screen: arrows show there are more.
            scrollButtons="auto"
            allowScrollButtonsMobile
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((t) => (
              <Tab
                key={t}
                value={t}
                label={translate(
                  t === 'laytime'
                    ? 'berth.laytime.tab'
                    : PORT_CALL_TABS.includes(t)
                      ? `berth.portCall.tabs.${t}`
                      : `berth.barging.tabs.${t}`,
                )}
              />
            ))}
          </Tabs>
          {shown === 'details' && <Details record={record} />}
          {shown === 'sof' && <SofTab nominationId={record.id} />}
          {shown === 'checklist' && <ChecklistTab nominationId={record.id} />}
          {shown === 'laytime' && <LaytimeTab nominationId={record.id} />}
          {shown === 'log' && <LogTab record={record} />}
          {shown === 'requests' && <RequestsTab record={record} options={options} />}
          {shown === 'documents' && (
            <>
              <DocumentsTab record={record} />
              <SdsSection record={record} />
            </>
          )}
          {shown === 'ullage' && <UllageTab record={record} />}
        </CardContent>
      </Card>
    </Box>
  );
}
