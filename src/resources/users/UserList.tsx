import { Chip } from '@mui/material';
import { Datagrid, FunctionField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import type { UserRecord } from '../../../contract/schemas/users';
import { USER_STATUSES, USER_TYPES } from '../../../contract/enums';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { ResourceList } from '../shared/ResourceList';
import { editPath } from '../shared/paths';
import { RecordCards } from '../shared/RecordCards';

const STATUS_COLOURS = {
  Active: 'success',
  Deactivated: 'default',
  'Pending Verification': 'warning',
  Draft: 'info',
} as const;

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput
    key="userType"
    source="userType"
    choices={USER_TYPES.map((t) => ({ id: t, name: `berth.userTypes.${t}` }))}
  />,
  <SelectInput
    key="status"
    source="status"
    choices={USER_STATUSES.map((s) => ({ id: s, name: `berth.master.users.statuses.${s}` }))}
  />,
];

function StatusChip({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[user.status]}
      label={translate(`berth.master.users.statuses.${user.status}`)}
    />
  );
}

export function UserList() {
  const translate = useTranslate();
  return (
    <ResourceList<UserRecord>
      resource="users"
      title="berth.master.settings.users"
      filters={filters}
      canCreate
      embedded
      phone={
        <RecordCards<UserRecord>
          resource="users"
          primary={(u) => `${u.nickName} (${u.userName})`}
          lines={(u) => [translate(`berth.roles.${u.role}`), u.email, u.companyName]}
          state={(u) => <StatusChip user={u} />}
        />
      }
      exportColumns={[
        { source: 'userName' },
        { source: 'nickName' },
        { source: 'email' },
        { source: 'userType' },
        { source: 'role' },
        { source: 'companyName' },
        { source: 'shipName' },
        { source: 'status' },
        { source: 'createTime' },
      ]}
    >
      <Datagrid empty={<ListEmpty />} rowClick={(id) => editPath('users', id)} bulkActionButtons={false}>
        <TextField source="userName" />
        <TextField source="nickName" />
        <TextField source="email" />
        <FunctionField<UserRecord> source="role" render={(u) => translate(`berth.roles.${u.role}`)} />
        <TextField source="companyName" />
        <FunctionField<UserRecord> source="status" render={(u) => <StatusChip user={u} />} />
        <TerminalDateField source="createTime" />
      </Datagrid>
    </ResourceList>
  );
}
