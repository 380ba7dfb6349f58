import { useSchemaResolver } from '../shared/schemaResolver';
import { jettyInput } from '../../../contract/schemas/jetties';
import {
  ArrayInput,
  NumberInput,
  ReferenceArrayInput,
  SelectArrayInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  AddItemButton,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { FormToolbar } from '../shared/ResourceForm';

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
  const translate = useTranslate();
  return (
    <SimpleForm
      resolver={useSchemaResolver(jettyInput)}
      toolbar={<FormToolbar resource="jetties" />}
      defaultValues={{ berths: [], lines: [], hoses: [] }}
    >
      <TextInput source="number" isRequired />
      <TextInput source="name" isRequired sx={{ minWidth: 320 }} />
      <Heading label="resources.jetties.fields.berths" />
      <ArrayInput source="berths" label={false} role="group" aria-label={translate('resources.jetties.fields.berths')}>
        <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="berth.master.add.berths" />}>
          <TextInput source="name" label="resources.jetties.fields.name" isRequired />
          <NumberInput source="minLoa" label="resources.jetties.fields.minLoa" isRequired />
          <NumberInput source="maxLoa" label="resources.jetties.fields.maxLoa" isRequired />
        </SimpleFormIterator>
      </ArrayInput>
      <Heading label="resources.jetties.fields.lines" />
      <ArrayInput source="lines" label={false} role="group" aria-label={translate('resources.jetties.fields.lines')}>
        <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="berth.master.add.lines" />}>
          <TextInput source="name" label="resources.jetties.fields.name" isRequired />
          <ReferenceArrayInput source="productIds" reference="products" perPage={100}>
            <SelectArrayInput optionText="name" label="resources.jetties.fields.productIds" sx={{ minWidth: 320 }} />
          </ReferenceArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
      <Heading label="resources.jetties.fields.hoses" />
      <ArrayInput source="hoses" label={false} role="group" aria-label={translate('resources.jetties.fields.hoses')}>
        <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="berth.master.add.hoses" />}>
          <TextInput source="name" label="resources.jetties.fields.name" isRequired />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
