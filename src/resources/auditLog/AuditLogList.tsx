import { Datagrid, FunctionField, List, Pagination, SearchInput, TextField, TextInput, useTranslate } from 'react-admin';
import type { AuditRow } from '../../../contract/schemas/audit';
import { PAGE_SIZES } from '../../../contract/schemas/common';
import { TerminalDateField } from '../../layout/TerminalDateField';

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <TextInput key="action" source="action" label="berth.audit.action" />,
  <TextInput key="entity" source="entity" label="berth.audit.entity" />,
];

/** The audit log, newest first. Filters and the diff view grow with the administration module. */
export function AuditLogList() {
  const translate = useTranslate();
  return (
    <List
      resource="auditLog"
      title={translate('berth.audit.title')}
      filters={filters}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TerminalDateField source="at" label="berth.audit.at" withSeconds />
        <TextField source="userName" label="berth.audit.userName" sortable={false} />
        <FunctionField<AuditRow> label="berth.audit.role" render={(r) => (r.role === null ? '—' : translate(`berth.roles.${r.role}`))} />
        <TextField source="action" label="berth.audit.action" sortable={false} />
        <TextField source="entity" label="berth.audit.entity" sortable={false} />
        <TextField source="entityId" label="berth.audit.entityId" sortable={false} />
        <TextField source="ip" label="berth.audit.ip" sortable={false} />
      </Datagrid>
    </List>
  );
}
