import { Card, CardContent, Typography } from '@mui/material';
import { Datagrid, FunctionField, ReferenceManyField, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from '../../../contract/schemas/users';
import { canAccess } from '../../../contract/permissions';
import { useBerthInfo } from '../../layout/useBerthInfo';

/** The users of the company being edited (spec: "A company's users are listed on it"). */
export function CompanyUsers() {
  const translate = useTranslate();
  const record = useRecordContext();
  const info = useBerthInfo().data;
  if (!record || !info || !canAccess(info.user, 'list', 'users')) return null;
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: 320 }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('berth.master.companySections.users')}
        </Typography>
        <ReferenceManyField reference="users" target="companyId" perPage={50}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">—</Typography>}>
            <TextField source="userName" />
            <TextField source="nickName" />
            <FunctionField<UserRecord> source="role" render={(u) => translate(`berth.roles.${u.role}`)} />
            <FunctionField<UserRecord>
              source="status"
              render={(u) => translate(`berth.master.users.statuses.${u.status}`)}
            />
          </Datagrid>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}
