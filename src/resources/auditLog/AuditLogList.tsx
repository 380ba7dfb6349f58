import { useState } from 'react';
import { Alert } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import {
  Button,
  Datagrid,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  TextField,
  SelectInput,
  TopToolbar,
  useDataProvider,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import { MESSAGES_EN } from '../../../contract/messages';
import type { AuditRow, AuditVerifyResult } from '../../../contract/schemas/audit';
import { PAGE_SIZES } from '../../../contract/schemas/common';
import type { PortalDataProvider } from '../../dataProvider';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { useCsvExporter, EXPORT_MAX } from '../shared/ResourceList';
import { ChromeAfterRows, PagerSpace, ToolbarSpace, useRowsFirst } from '../shared/rowsFirst';
import { AuditDiff } from './AuditDiff';
import { DayFilter } from '../shared/DayFilter';
import { usePhone } from '../shared/ResourceList';
import { TwoLines } from '../shared/RecordCards';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput
    key="action"
    source="action"
    label="berth.audit.action"
    choices={Object.keys(MESSAGES_EN.auditActions).map((a) => ({ id: a, name: `auditActions.${a}` }))}
  />,
  <SelectInput
    key="entity"
    source="entity"
    label="berth.audit.entity"
    choices={Object.keys(MESSAGES_EN.auditEntities).map((e) => ({ id: e, name: `auditEntities.${e}` }))}
  />,
  <DayFilter key="startDate" source="startDate" label="berth.master.audit.startDate" />,
  <DayFilter key="endDate" source="endDate" label="berth.master.audit.endDate" />,
];

function Actions({ onVerified }: { onVerified(r: AuditVerifyResult): void }) {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      <Button label="berth.master.audit.verify" onClick={async () => onVerified(await dp.verifyAudit())}>
        <VerifiedIcon />
      </Button>
      {/* Named at every width: react-admin's phone icon button has no name once disabled (no entries found). */}
      <ExportButton maxResults={EXPORT_MAX} aria-label={translate('ra.action.export')} />
    </TopToolbar>
  );
}

/** Every change by anyone, newest first, with filters, the diff of each entry and a chain check. */
export function AuditLogList() {
  const translate = useTranslate();
  const onPhone = usePhone();
  const timeZone = useTimeZone();
  const person = usePersonLabel();
  const entityName = (r: AuditRow) => translate(`auditEntities.${r.entity}`, { _: r.entity });
  const [verified, setVerified] = useState<AuditVerifyResult | null>(null);
  const { root, chrome, showChrome } = useRowsFirst('auditLog');
  const exporter = useCsvExporter<AuditRow & RaRecord>('auditLog', [
    { source: 'at', label: 'berth.audit.at' },
    { source: 'displayName', label: 'berth.audit.displayName' },
    { source: 'userName', label: 'berth.audit.signIn' },
    {
      source: 'role',
      label: 'berth.audit.role',
      value: (r) => (r.role === null ? '' : translate(`berth.roles.${r.role}`)),
    },
    {
      source: 'action',
      label: 'berth.audit.action',
      value: (r) => translate(`auditActions.${r.action}`, { _: r.action }),
    },
    {
      source: 'entity',
      label: 'berth.audit.entity',
      value: (r) => translate(`auditEntities.${r.entity}`, { _: r.entity }),
    },
    { source: 'entityId', label: 'berth.audit.entityId' },
    { source: 'before', label: 'berth.master.audit.before' },
    { source: 'after', label: 'berth.master.audit.after' },
    { source: 'ip', label: 'berth.audit.ip' },
    { source: 'requestId', label: 'berth.audit.requestId' },
  ]);
  return (
    <div ref={root} style={{ display: 'contents' }}>
      {verified && (
        <Alert
          severity={verified.ok ? 'success' : 'error'}
          sx={{ mt: 1 }}
          onClose={() => setVerified(null)}
          data-testid="audit-verify"
        >
          {verified.ok
            ? translate('berth.master.audit.verifyOk', { smart_count: verified.rows }) +
              (verified.pending
                ? ` ${translate('berth.master.audit.verifyPending', { smart_count: verified.pending })}`
                : '')
            : translate('berth.master.audit.verifyBroken', {
                id: verified.broken?.id ?? 0,
                reason: verified.broken?.reason ?? '',
              })}
        </Alert>
      )}
      <List
        resource="auditLog"
        // MenuScreen has checked the session and the menu right already (synchronously, from getInfo); react-admin's
        // own asynchronous checks would hold the data call back by several renders. The server checks every call.
        disableAuthentication
        title={translate('berth.audit.title')}
        // The chrome comes a frame after the rows (shared/rowsFirst.tsx); its space is kept meanwhile.
        filters={chrome ? filters : undefined}
        perPage={20}
        pagination={chrome ? <Pagination rowsPerPageOptions={[...PAGE_SIZES]} /> : <PagerSpace />}
        exporter={exporter as (records: RaRecord[]) => void}
        actions={chrome ? <Actions onVerified={setVerified} /> : <ToolbarSpace resource="auditLog" />}
        empty={false}
      >
        {!chrome && <ChromeAfterRows onReady={showChrome} />}
        {onPhone ? (
          // Two columns on a phone: when and who, what and which record; the row opens the rest.
          <Datagrid empty={<ListEmpty />} bulkActionButtons={false} rowClick="expand" expand={<AuditDiff />}>
            <FunctionField<AuditRow>
              label="berth.audit.at"
              render={(r) => (
                <TwoLines
                  main={formatTerminalDateTime(r.at, timeZone, true)}
                  sub={person(r.displayName ?? r.userName, r.role) || '—'}
                />
              )}
            />
            <FunctionField<AuditRow>
              label="berth.audit.action"
              render={(r) => (
                <TwoLines
                  main={translate(`auditActions.${r.action}`, { _: r.action })}
                  sub={`${entityName(r)}${r.entityId ? ` #${r.entityId}` : ''}`}
                />
              )}
            />
          </Datagrid>
        ) : (
          <Datagrid empty={<ListEmpty />} bulkActionButtons={false} rowClick="expand" expand={<AuditDiff />}>
            <TerminalDateField source="at" label="berth.audit.at" withSeconds sortable={false} />
            {/* The person by name; the sign-in name under it, since this log is about accounts (issue 35 item 4). */}
            <FunctionField<AuditRow>
              label="berth.audit.userName"
              render={(r) => (
                <TwoLines
                  main={r.displayName ?? r.userName ?? '—'}
                  sub={r.userName !== r.displayName ? r.userName : null}
                />
              )}
            />
            <FunctionField<AuditRow>
              label="berth.audit.role"
              render={(r) => (r.role === null ? '—' : translate(`berth.roles.${r.role}`))}
            />
            <FunctionField<AuditRow>
              label="berth.audit.action"
              render={(r) => translate(`auditActions.${r.action}`, { _: r.action })}
            />
            <FunctionField<AuditRow> label="berth.audit.entity" render={entityName} />
            <TextField source="entityId" label="berth.audit.entityId" sortable={false} />
            <TextField source="ip" label="berth.audit.ip" sortable={false} />
          </Datagrid>
        )}
      </List>
    </div>
  );
}
