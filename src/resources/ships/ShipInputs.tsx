import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { shipInput, SHIP_KINDS } from '../../../contract/schemas/ships';
import { useSchemaResolver } from '../shared/schemaResolver';
import { hasMenu } from '../../../contract/menus';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { FormToolbar } from '../shared/ResourceForm';

/** Barge operators add barges to their own company, so they choose neither kind nor owner. */
export function ShipInputs() {
  const user = useBerthInfo().data?.user;
  const picksOwner = !!user && hasMenu(user, 'company');
  return (
    <SimpleForm
      resolver={useSchemaResolver(shipInput)}
      toolbar={<FormToolbar resource="ships" />}
      defaultValues={{ kind: 'barge' }}
    >
      <Box sx={{ display: 'grid', gap: 2, width: '100%', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput source="name" isRequired />
        <TextInput source="imo" isRequired helperText="berth.master.hints.imo" />
        <NumberInput source="loa" isRequired step={0.1} />
        <SelectInput
          source="kind"
          isRequired
          disabled={!picksOwner}
          choices={SHIP_KINDS.map((k) => ({ id: k, name: `berth.master.shipKinds.${k}` }))}
        />
        <TextInput source="portOfRegistry" />
        <TextInput source="customCode" />
        {picksOwner && (
          <ReferenceInput source="companyId" reference="companies" perPage={20}>
            <AutocompleteInput optionText="name" filterToQuery={(q) => ({ searchValue: q })} />
          </ReferenceInput>
        )}
      </Box>
    </SimpleForm>
  );
}
