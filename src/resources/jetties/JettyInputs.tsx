import {
  ArrayInput,
  NumberInput,
  ReferenceArrayInput,
  SelectArrayInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { positiveValidator, requiredField } from '../shared/validators';
import { FormToolbar } from '../shared/ResourceForm';

/** Minimum LOA below maximum for each berth, checked on the whole form (the server checks it too). */
export function validateJetty(values: { berths?: { minLoa?: number | null; maxLoa?: number | null }[] }) {
  const berths = (values.berths ?? []).map((b) =>
    b?.minLoa != null && b?.maxLoa != null && Number(b.minLoa) >= Number(b.maxLoa)
      ? { minLoa: 'validation.loaRange' }
      : {},
  );
  return berths.some((b) => 'minLoa' in b) ? { berths } : {};
}

function Heading({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
      {translate(label)}
    </Typography>
  );
}

/** A jetty with its berths, lines (and their products) and hoses, edited together. */
export function JettyInputs() {
  return (
    <SimpleForm
      toolbar={<FormToolbar resource="jetties" />}
      defaultValues={{ berths: [], lines: [], hoses: [] }}
      validate={validateJetty}
    >
      <TextInput source="number" validate={requiredField} />
      <TextInput source="name" validate={requiredField} sx={{ minWidth: 320 }} />
      <Heading label="resources.jetties.fields.berths" />
      <ArrayInput source="berths" label={false}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label="resources.jetties.fields.name" validate={requiredField} />
          <NumberInput
            source="minLoa"
            label="resources.jetties.fields.minLoa"
            validate={[requiredField, positiveValidator]}
          />
          <NumberInput
            source="maxLoa"
            label="resources.jetties.fields.maxLoa"
            validate={[requiredField, positiveValidator]}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <Heading label="resources.jetties.fields.lines" />
      <ArrayInput source="lines" label={false}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label="resources.jetties.fields.name" validate={requiredField} />
          <ReferenceArrayInput source="productIds" reference="products" perPage={100}>
            <SelectArrayInput optionText="name" label="resources.jetties.fields.productIds" sx={{ minWidth: 320 }} />
          </ReferenceArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
      <Heading label="resources.jetties.fields.hoses" />
      <ArrayInput source="hoses" label={false}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label="resources.jetties.fields.name" validate={requiredField} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
