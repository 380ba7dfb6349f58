import {
  ArrayInput, NumberInput, ReferenceArrayInput, SelectArrayInput, SimpleForm, SimpleFormIterator, TextInput, useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { positiveValidator, requiredField } from '../shared/validators';
import { FormToolbar } from '../shared/ResourceForm';

/** Minimum LOA below maximum, checked where both are typed (the server checks it too). */
const belowMax = (value: unknown, all: Record<string, unknown>, props: { source?: string }) => {
  const path = props.source?.replace(/\.minLoa$/, '') ?? '';
  const berth = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], all) as { maxLoa?: number } | undefined;
  return value != null && berth?.maxLoa != null && Number(value) >= Number(berth.maxLoa) ? 'berth.master.validation.loaRange' : undefined;
};

function Heading({ label }: { label: string }) {
  const translate = useTranslate();
  return <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>{translate(label)}</Typography>;
}

/** A jetty with its berths, lines (and their products) and hoses, edited together. */
export function JettyInputs() {
  return (
    <SimpleForm toolbar={<FormToolbar resource="jetties" />} defaultValues={{ berths: [], lines: [], hoses: [] }}>
      <TextInput source="number" validate={requiredField} />
      <TextInput source="name" validate={requiredField} sx={{ minWidth: 320 }} />
      <Heading label="resources.jetties.fields.berths" />
      <ArrayInput source="berths" label={false}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label="resources.jetties.fields.name" validate={requiredField} />
          <NumberInput source="minLoa" label="resources.jetties.fields.minLoa" validate={[requiredField, positiveValidator, belowMax]} />
          <NumberInput source="maxLoa" label="resources.jetties.fields.maxLoa" validate={[requiredField, positiveValidator]} />
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
