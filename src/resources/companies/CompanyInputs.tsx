import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  ArrayInput,
  SimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { companyInput, COMPANY_KINDS } from '../../../contract/schemas/companies';
import { useSchemaResolver } from '../shared/schemaResolver';
import { useCountryChoices } from '../shared/countries';
import { FormToolbar } from '../shared/ResourceForm';
import { DayInput } from '../shared/DayInput';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}

/** Every company field of the spec, in four sections; create and edit share it. */
export function CompanyInputs() {
  const countries = useCountryChoices();
  return (
    <SimpleForm
      resolver={useSchemaResolver(companyInput)}
      toolbar={<FormToolbar resource="companies" />}
      defaultValues={{ kind: 'customer', socialLinks: [] }}
    >
      <Section title="berth.master.companySections.identity">
        <TextInput source="code" isRequired />
        <TextInput source="name" isRequired />
        <SelectInput
          source="kind"
          isRequired
          choices={COMPANY_KINDS.map((k) => ({ id: k, name: `berth.master.companyKinds.${k}` }))}
        />
        <TextInput source="legalName" />
        <TextInput source="alternativeName" />
        <TextInput source="entityType" />
        <TextInput source="industrySector" />
        <ReferenceInput source="parentCompanyId" reference="companies" perPage={20}>
          <AutocompleteInput optionText="name" filterToQuery={(q) => ({ searchValue: q })} />
        </ReferenceInput>
        <TextInput source="beneficialOwner" />
      </Section>
      <Section title="berth.master.companySections.registration">
        <AutocompleteInput source="country" choices={countries} />
        <DayInput source="foundedOn" />
        <TextInput source="registerNumber" />
        <TextInput source="lei" helperText="berth.master.hints.lei" />
        <TextInput source="uen" helperText="berth.master.hints.uen" />
      </Section>
      <Section title="berth.master.companySections.address">
        <TextInput source="streetNo" />
        <TextInput source="street" />
        <TextInput source="town" />
        <TextInput source="postalCode" />
        <TextInput source="poBox" />
      </Section>
      <Section title="berth.master.companySections.contact">
        <TextInput source="email" />
        <TextInput source="billingEmail" />
        <TextInput source="website" />
        <TextInput source="telephone" />
      </Section>
      <ArrayInput source="socialLinks">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label={false} isRequired sx={{ minWidth: 360 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
