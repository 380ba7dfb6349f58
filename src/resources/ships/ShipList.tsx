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
import { SHIP_KINDS, type ShipRecord } from '../../../contract/schemas/ships';
import { hasMenu } from '../../../contract/menus';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { ResourceList, activeFilterInput } from '../shared/ResourceList';
import { editPath } from '../shared/paths';
import { RecordCards } from '../shared/RecordCards';
import { formatNumber } from '../shared/format';

const filters = [
  <SearchInput key="q" source="searchValue" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    choices={SHIP_KINDS.map((k) => ({ id: k, name: `berth.master.shipKinds.${k}` }))}
  />,
  activeFilterInput(),
];

export function ShipList() {
  const translate = useTranslate();
  const user = useBerthInfo().data?.user;
  return (
    <ResourceList<ShipRecord>
      resource="ships"
      title="berth.menu.ship"
      filters={filters}
      canCreate={!!user && hasMenu(user, 'ship')}
      phone={
        <RecordCards<ShipRecord>
          resource="ships"
          primary={(r) => r.name}
          lines={(r) => [
            `${translate(`berth.master.shipKinds.${r.kind}`)} · ${translate('resources.ships.fields.imo')}: ${r.imo}`,
            `${translate('resources.ships.fields.loa')}: ${formatNumber(r.loa)}`,
            r.companyName,
          ]}
          state={(r) =>
            r.unqualified ? (
              <Chip size="small" color="error" label={translate('resources.ships.fields.unqualified')} />
            ) : null
          }
        />
      }
      exportColumns={[
        { source: 'name' },
        { source: 'imo' },
        { source: 'kind' },
        { source: 'loa' },
        { source: 'portOfRegistry' },
        { source: 'customCode' },
        { source: 'companyName' },
        { source: 'unqualified' },
        { source: 'active' },
      ]}
    >
      <Datagrid empty={<ListEmpty />} rowClick={(id) => editPath('ships', id)} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="imo" />
        <FunctionField<ShipRecord> source="kind" render={(r) => translate(`berth.master.shipKinds.${r.kind}`)} />
        <NumberField source="loa" options={{ minimumFractionDigits: 1, maximumFractionDigits: 2 }} />
        <TextField source="portOfRegistry" sortable={false} />
        <TextField source="customCode" sortable={false} />
        <TextField source="companyName" />
        <FunctionField<ShipRecord>
          source="unqualified"
          sortable={false}
          render={(r) =>
            r.unqualified ? (
              <Chip size="small" color="error" label={translate('resources.ships.fields.unqualified')} />
            ) : null
          }
        />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}
