import { useSchemaResolver } from '../shared/schemaResolver';
import { tankInput } from '../../../contract/schemas/tanks';
import { AutocompleteInput, NumberInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../shared/ResourceForm';

export function TankInputs() {
  return (
    <SimpleForm resolver={useSchemaResolver(tankInput)} toolbar={<FormToolbar resource="tanks" />}>
      <TextInput source="name" isRequired />
      <TextInput source="number" isRequired />
      <ReferenceInput source="productId" reference="products" perPage={100}>
        <AutocompleteInput optionText="name" filterToQuery={(q) => ({ searchValue: q })} sx={{ minWidth: 320 }} />
      </ReferenceInput>
      <NumberInput source="capacity" />
    </SimpleForm>
  );
}
