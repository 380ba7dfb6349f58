import { BooleanField, Datagrid, NumberField, SearchInput, TextField, useTranslate } from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import type { TankRecord } from '../../../contract/schemas/tanks';
import { ResourceList, activeFilterInput } from '../shared/ResourceList';
import { editPath } from '../shared/paths';
import { InactiveChip, RecordCards } from '../shared/RecordCards';
import { formatNumber } from '../shared/format';

const filters = [<SearchInput key="q" source="searchValue" alwaysOn />, activeFilterInput()];

export function TankList() {
  const translate = useTranslate();
  return (
    <ResourceList<TankRecord>
      resource="tanks"
      title="berth.menu.tank"
      filters={filters}
      canCreate
      phone={
        <RecordCards<TankRecord>
          resource="tanks"
          primary={(t) => `${t.number} · ${t.name}`}
          lines={(t) => [t.productName, `${translate('resources.tanks.fields.capacity')}: ${formatNumber(t.capacity)}`]}
          state={(t) => <InactiveChip active={t.active} />}
        />
      }
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
