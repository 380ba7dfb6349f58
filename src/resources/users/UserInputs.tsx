import { AutocompleteInput, PasswordInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box } from '@mui/material';
import { USER_TYPE, USER_TYPES, VALID_ROLES_BY_TYPE, type UserType } from '../../../contract/enums';
import { belongsToCompany, CUSTOMER_ROLES, isBarge, isTerminalAdmin } from '../../../contract/permissions';
import { isStrongPassword } from '../../../contract/password';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { emailValidator, requiredField } from '../shared/validators';
import { FormToolbar } from '../shared/ResourceForm';

const strong = (v: unknown) => (v && !isStrongPassword(String(v)) ? 'spec.passwordRule' : undefined);

/** Roles follow the user type (DECISIONS.md §1); a company admin adds its own customer users only. */
function TypeAndRole({ terminalAdmin }: { terminalAdmin: boolean }) {
  const userType = useWatch({ name: 'userType' }) as UserType | undefined;
  const types = terminalAdmin ? USER_TYPES : ([USER_TYPE.COMPANY] as const);
  const roles = userType === undefined ? [] : terminalAdmin ? VALID_ROLES_BY_TYPE[userType] : CUSTOMER_ROLES;
  return (
    <>
      <SelectInput
        source="userType"
        validate={requiredField}
        choices={types.map((t) => ({ id: t, name: `berth.userTypes.${t}` }))}
      />
      <SelectInput
        source="role"
        validate={requiredField}
        choices={roles.map((r) => ({ id: r, name: `berth.roles.${r}` }))}
      />
      {terminalAdmin && userType !== undefined && belongsToCompany(userType) && (
        <ReferenceInput source="companyId" reference="companies" perPage={20}>
          <AutocompleteInput optionText="name" filterToQuery={(q) => ({ searchValue: q })} validate={requiredField} />
        </ReferenceInput>
      )}
      {userType !== undefined && isBarge({ userType }) && (
        <ReferenceInput source="shipId" reference="ships" filter={{ kind: 'barge' }} perPage={20}>
          <AutocompleteInput optionText="name" filterToQuery={(q) => ({ searchValue: q })} validate={requiredField} />
        </ReferenceInput>
      )}
    </>
  );
}

export function UserInputs({ creating = false, aside }: { creating?: boolean; aside?: React.ReactNode }) {
  const user = useBerthInfo().data?.user;
  const terminalAdmin = !!user && isTerminalAdmin(user);
  return (
    <SimpleForm
      toolbar={<FormToolbar resource="users" deactivate={false} />}
      defaultValues={terminalAdmin ? {} : { userType: 2, role: 5 }}
    >
      <Box sx={{ display: 'grid', gap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput source="userName" validate={requiredField} />
        <TextInput source="nickName" validate={requiredField} />
        <TextInput source="email" validate={[requiredField, emailValidator]} />
        <TypeAndRole terminalAdmin={terminalAdmin} />
        {creating && <PasswordInput source="password" validate={strong} helperText="berth.master.users.passwordHint" />}
      </Box>
      {aside}
    </SimpleForm>
  );
}
