import { Chip } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  FunctionField,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import type { CompanyRecord } from '../../../contract/schemas/companies';
import { COMPANY_KINDS } from '../../../contract/schemas/companies';
import { ResourceList, activeFilterInput } from '../shared/ResourceList';
import { editPath } from '../shared/paths';
import { useCountryName } from '../shared/countries';
import { InactiveChip, RecordCards } from '../shared/RecordCards';

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    choices={COMPANY_KINDS.map((k) => ({ id: k, name: `berth.master.companyKinds.${k}` }))}
  />,
  activeFilterInput(),
];

export function CompanyList() {
  const translate = useTranslate();
  const countryName = useCountryName();
  return (
    <ResourceList<CompanyRecord>
      resource="companies"
      title="berth.menu.company"
      filters={filters}
      canCreate
      phone={
        <RecordCards<CompanyRecord>
          resource="companies"
          primary={(r) => `${r.name} (${r.code})`}
          lines={(r) => [
            `${translate(`berth.master.companyKinds.${r.kind}`)} · ${countryName(r.country)}`,
            r.uen && `${translate('resources.companies.fields.uen')}: ${r.uen}`,
            `${translate('resources.companies.fields.userCount')}: ${r.userCount}`,
          ]}
          state={(r) =>
            r.approved ? (
              <InactiveChip active={r.active} />
            ) : (
              <Chip size="small" color="warning" label={translate('berth.master.companyApproval.waiting')} />
            )
          }
        />
      }
      exportColumns={[
        { source: 'code' },
        { source: 'name' },
        { source: 'kind' },
        { source: 'legalName' },
        { source: 'country', value: (r) => countryName(r.country) },
        { source: 'uen' },
        { source: 'lei' },
        { source: 'registerNumber' },
        { source: 'email' },
        { source: 'telephone' },
        { source: 'website' },
        { source: 'town' },
        { source: 'userCount' },
        { source: 'active' },
      ]}
    >
      <Datagrid empty={<ListEmpty />} rowClick={(id) => editPath('companies', id)} bulkActionButtons={false}>
        <TextField source="code" />
        <TextField source="name" />
        <FunctionField<CompanyRecord> source="kind" render={(r) => translate(`berth.master.companyKinds.${r.kind}`)} />
        <FunctionField<CompanyRecord> source="country" render={(r) => countryName(r.country)} />
        <TextField source="uen" sortable={false} />
        <NumberField source="userCount" sortable={false} />
        <BooleanField source="active" sortable={false} />
        <FunctionField<CompanyRecord>
          source="approved"
          sortable={false}
          render={(r) =>
            r.approved ? null : (
              <Chip size="small" color="warning" label={translate('berth.master.companyApproval.waiting')} />
            )
          }
        />
      </Datagrid>
    </ResourceList>
  );
}
