import { AutocompleteInput, NumberInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { positiveValidator, requiredField } from '../shared/validators';
import { FormToolbar } from '../shared/ResourceForm';

export function TankInputs() {
  return (
    <SimpleForm toolbar={<FormToolbar resource="tanks" />}>
      <TextInput source="name" validate={requiredField} />
      <TextInput source="number" validate={requiredField} />
      <ReferenceInput source="productId" reference="products" perPage={100}>
        <AutocompleteInput optionText="name" filterToQuery={(q) => ({ searchValue: q })} sx={{ minWidth: 320 }} />
      </ReferenceInput>
      <NumberInput source="capacity" validate={positiveValidator} />
    </SimpleForm>
  );
}
