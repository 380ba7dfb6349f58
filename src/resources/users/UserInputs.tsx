import type { z } from 'zod';
import { messageKey } from '../../../contract/messages';
import { AutocompleteInput, PasswordInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box } from '@mui/material';
import { USER_TYPE, USER_TYPES, VALID_ROLES_BY_TYPE, type UserType } from '../../../contract/enums';
import { belongsToCompany, CUSTOMER_ROLES, isBarge, isPilot, isTerminalAdmin } from '../../../contract/permissions';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { userCreate, userProfile } from '../../../contract/schemas/users';
import { useSchemaResolver } from '../shared/schemaResolver';
import { FormToolbar } from '../shared/ResourceForm';

/**
 * The links a user type needs: a barge for barge users; a company for everyone but admins, chosen
 * by terminal logistics (a company admin's users get the admin's own company, so it has no choice).
 */
const linksRule =
  (choosesCompany: boolean) =>
  (u: { userType?: unknown; companyId?: unknown; shipId?: unknown }, ctx: z.RefinementCtx) => {
    if (typeof u.userType !== 'number') return;
    const missing = (field: string) =>
      ctx.addIssue({ code: 'custom', message: messageKey('spec.requiredField'), path: [field] });
    if (isBarge({ userType: u.userType }) && u.shipId == null) missing('shipId');
    if (choosesCompany && belongsToCompany(u.userType) && u.companyId == null) missing('companyId');
  };
const FORMS = {
  create: { admin: userCreate.superRefine(linksRule(true)), company: userCreate.superRefine(linksRule(false)) },
  edit: { admin: userProfile.superRefine(linksRule(true)), company: userProfile.superRefine(linksRule(false)) },
};

/** Roles follow the user type (DECISIONS.md §1); a company admin adds its own customer users only. */
function TypeAndRole({ terminalAdmin }: { terminalAdmin: boolean }) {
  const userType = useWatch({ name: 'userType' }) as UserType | undefined;
  const role = useWatch({ name: 'role' }) as number | undefined;
  const types = terminalAdmin ? USER_TYPES : ([USER_TYPE.COMPANY] as const);
  const roles = userType === undefined ? [] : terminalAdmin ? VALID_ROLES_BY_TYPE[userType] : CUSTOMER_ROLES;
  return (
    <>
      <SelectInput source="userType" isRequired choices={types.map((t) => ({ id: t, name: `berth.userTypes.${t}` }))} />
      <SelectInput source="role" isRequired choices={roles.map((r) => ({ id: r, name: `berth.roles.${r}` }))} />
      {terminalAdmin && userType !== undefined && belongsToCompany(userType) && (
        <ReferenceInput source="companyId" reference="companies" perPage={20}>
          <AutocompleteInput optionText="name" filterToQuery={(q) => ({ searchValue: q })} isRequired />
        </ReferenceInput>
      )}
      {userType !== undefined && isBarge({ userType }) && (
        <ReferenceInput source="shipId" reference="ships" filter={{ kind: 'barge' }} perPage={20}>
          <AutocompleteInput optionText="name" filterToQuery={(q) => ({ searchValue: q })} isRequired />
        </ReferenceInput>
      )}
      {terminalAdmin && userType !== undefined && role !== undefined && isPilot({ userType, role }) && (
        // DECISIONS.md §7a: a pilot user speaks for one pilot record, whose jobs it sees.
        <ReferenceInput source="pilotId" reference="pilots" filter={{ kind: 'pilot' }} perPage={20}>
          <AutocompleteInput optionText="name" filterToQuery={(q) => ({ searchValue: q })} />
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
      resolver={useSchemaResolver(FORMS[creating ? 'create' : 'edit'][terminalAdmin ? 'admin' : 'company'])}
      toolbar={<FormToolbar resource="users" deactivate={false} />}
      defaultValues={terminalAdmin ? {} : { userType: 2, role: 5 }}
    >
      <Box sx={{ display: 'grid', gap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput source="userName" isRequired />
        <TextInput source="nickName" isRequired />
        <TextInput source="email" isRequired />
        <TypeAndRole terminalAdmin={terminalAdmin} />
        {creating && <PasswordInput source="password" helperText="berth.master.users.passwordHint" />}
      </Box>
      {aside}
    </SimpleForm>
  );
}
