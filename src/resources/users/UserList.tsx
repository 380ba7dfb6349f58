import { Chip } from '@mui/material';
import { Datagrid, FunctionField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import type { UserRecord } from '../../../contract/schemas/users';
import { USER_STATUSES, USER_TYPES } from '../../../contract/enums';
import { TerminalDateField } from '../../layout/TerminalDateField';
import { ResourceList } from '../shared/ResourceList';
import { editPath } from '../shared/paths';

export const STATUS_COLOURS = {
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

export function UserList() {
  const translate = useTranslate();
  return (
    <ResourceList<UserRecord>
      resource="users"
      title="berth.master.settings.users"
      filters={filters}
      canCreate
      embedded
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
        <FunctionField<UserRecord>
          source="status"
          render={(u) => (
            <Chip
              size="small"
              color={STATUS_COLOURS[u.status]}
              label={translate(`berth.master.users.statuses.${u.status}`)}
            />
          )}
        />
        <TerminalDateField source="createTime" />
      </Datagrid>
    </ResourceList>
  );
}
