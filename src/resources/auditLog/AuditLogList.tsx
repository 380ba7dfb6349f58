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
  TextInput,
  TopToolbar,
  useDataProvider,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import type { AuditRow, AuditVerifyResult } from '../../../contract/schemas/audit';
import { PAGE_SIZES } from '../../../contract/schemas/common';
import type { PortalDataProvider } from '../../dataProvider';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { useCsvExporter, EXPORT_MAX } from '../shared/ResourceList';
import { AuditDiff } from './AuditDiff';
import { DayInput } from '../shared/DayInput';

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <TextInput key="action" source="action" label="berth.audit.action" />,
  <TextInput key="entity" source="entity" label="berth.audit.entity" />,
  <DayInput key="startDate" source="startDate" label="berth.master.audit.startDate" />,
  <DayInput key="endDate" source="endDate" label="berth.master.audit.endDate" />,
];

function Actions({ onVerified }: { onVerified(r: AuditVerifyResult): void }) {
  const dp = useDataProvider<PortalDataProvider>();
  return (
    <TopToolbar>
      <FilterButton />
      <Button label="berth.master.audit.verify" onClick={async () => onVerified(await dp.verifyAudit())}>
        <VerifiedIcon />
      </Button>
      <ExportButton maxResults={EXPORT_MAX} />
    </TopToolbar>
  );
}

/** Every change by anyone, newest first, with filters, the diff of each entry and a chain check. */
export function AuditLogList() {
  const translate = useTranslate();
  const [verified, setVerified] = useState<AuditVerifyResult | null>(null);
  const exporter = useCsvExporter<AuditRow & RaRecord>('auditLog', [
    { source: 'at', label: 'berth.audit.at' },
    { source: 'userName', label: 'berth.audit.userName' },
    { source: 'role', label: 'berth.audit.role' },
    { source: 'action', label: 'berth.audit.action' },
    { source: 'entity', label: 'berth.audit.entity' },
    { source: 'entityId', label: 'berth.audit.entityId' },
    { source: 'before', label: 'berth.master.audit.before' },
    { source: 'after', label: 'berth.master.audit.after' },
    { source: 'ip', label: 'berth.audit.ip' },
    { source: 'requestId', label: 'berth.audit.requestId' },
  ]);
  return (
    <>
      {verified && (
        <Alert
          severity={verified.ok ? 'success' : 'error'}
          sx={{ mt: 1 }}
          onClose={() => setVerified(null)}
          data-testid="audit-verify"
        >
          {verified.ok
            ? translate('berth.master.audit.verifyOk', { rows: verified.rows })
            : translate('berth.master.audit.verifyBroken', {
                id: verified.broken?.id ?? 0,
                reason: verified.broken?.reason ?? '',
              })}
        </Alert>
      )}
      <List
        resource="auditLog"
        title={translate('berth.audit.title')}
        filters={filters}
        perPage={20}
        pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
        exporter={exporter as (records: RaRecord[]) => void}
        actions={<Actions onVerified={setVerified} />}
        empty={false}
      >
        <Datagrid empty={<ListEmpty />} bulkActionButtons={false} rowClick="expand" expand={<AuditDiff />}>
          <TerminalDateField source="at" label="berth.audit.at" withSeconds sortable={false} />
          <TextField source="userName" label="berth.audit.userName" sortable={false} />
          <FunctionField<AuditRow>
            label="berth.audit.role"
            render={(r) => (r.role === null ? '—' : translate(`berth.roles.${r.role}`))}
          />
          <TextField source="action" label="berth.audit.action" sortable={false} />
          <TextField source="entity" label="berth.audit.entity" sortable={false} />
          <TextField source="entityId" label="berth.audit.entityId" sortable={false} />
          <TextField source="ip" label="berth.audit.ip" sortable={false} />
        </Datagrid>
      </List>
    </>
  );
}
