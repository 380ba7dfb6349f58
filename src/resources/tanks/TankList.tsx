import { BooleanField, Datagrid, NumberField, SearchInput, TextField } from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import type { TankRecord } from '../../../contract/schemas/tanks';
import { ResourceList, activeFilterInput } from '../shared/ResourceList';
import { editPath } from '../shared/paths';

const filters = [<SearchInput key="q" source="searchValue" alwaysOn />, activeFilterInput()];

export function TankList() {
  return (
    <ResourceList<TankRecord>
      resource="tanks"
      title="berth.menu.tank"
      filters={filters}
      canCreate
      exportColumns={[
        { source: 'number' },
        { source: 'name' },
        { source: 'productName' },
        { source: 'capacity' },
        { source: 'active' },
      ]}
    >
      <Datagrid empty={<ListEmpty />} rowClick={(id) => editPath('tanks', id)} bulkActionButtons={false}>
        <TextField source="number" />
        <TextField source="name" />
        <TextField source="productName" />
        <NumberField source="capacity" />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}
