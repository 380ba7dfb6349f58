import { BooleanField, Datagrid, SearchInput, SelectInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import { PRODUCT_TYPES } from '../../../contract/enums';
import { productInput, type ProductRecord } from '../../../contract/schemas/products';
import { useSchemaResolver } from '../shared/schemaResolver';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../shared/ResourceForm';
import { ResourceList, activeFilterInput } from '../shared/ResourceList';
import { editPath } from '../shared/paths';
import { InactiveChip, RecordCards } from '../shared/RecordCards';
import { SpecLimitsInput } from './SpecLimitsInput';

const TYPE_CHOICES = PRODUCT_TYPES.map((t) => ({ id: t, name: t }));
const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput key="type" source="type" choices={TYPE_CHOICES} />,
  activeFilterInput(),
];

export function ProductList() {
  return (
    <ResourceList<ProductRecord>
      resource="products"
      title="berth.master.settings.products"
      filters={filters}
      canCreate
      embedded
      phone={
        <RecordCards<ProductRecord>
          resource="products"
          primary={(p) => p.name}
          lines={(p) => [p.type]}
          state={(p) => <InactiveChip active={p.active} />}
        />
      }
      exportColumns={[{ source: 'name' }, { source: 'type' }, { source: 'active' }]}
    >
      <Datagrid empty={<ListEmpty />} rowClick={(id) => editPath('products', id)} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="type" />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

function ProductInputs() {
  return (
    <SimpleForm
      toolbar={<FormToolbar resource="products" />}
      defaultValues={{ type: 'ALL', specLimits: [], laytimeHoursPerKt: null }}
      resolver={useSchemaResolver(productInput)}
    >
      {/* At most the form's width: a fixed 360 px made the form scroll sideways at 390 px (walk 34 #15). */}
      <TextInput source="name" isRequired sx={{ minWidth: 'min(360px, 100%)' }} />
      <SelectInput source="type" isRequired choices={TYPE_CHOICES} />
      <SpecLimitsInput />
    </SimpleForm>
  );
}

export const ProductCreate = () => (
  <ResourceCreate resource="products" title="berth.master.settings.products">
    <ProductInputs />
  </ResourceCreate>
);
export const ProductEdit = () => (
  <ResourceEdit resource="products" title="berth.master.settings.products">
    <ProductInputs />
  </ResourceEdit>
);
