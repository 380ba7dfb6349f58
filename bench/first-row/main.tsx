/**
 * The baseline of bench/first-row.ts: the smallest react-admin 5 app that lists the same rows, with
 * no sign-in, no layout of ours and a data provider that only fetches. Two resources, so the list
 * is reached by a click in the menu, as in the portal.
 */
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, NumberField, Resource, TextField, type DataProvider } from 'react-admin';

const dataProvider = {
  getList: async (resource: string) => {
    if (resource !== 'nominations') return { data: [{ id: 1 }], total: 1 };
    const body = (await (await fetch('/bare-list')).json()) as { data: { rows: { id: number }[]; total: number } };
    return { data: body.data.rows, total: body.data.total };
  },
} as unknown as DataProvider;

const NominationList = () => (
  <List>
    <Datagrid bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="status" />
      <TextField source="companyName" />
      <TextField source="bargeName" />
      <TextField source="productName" />
      <NumberField source="quantity" />
      <TextField source="berthName" />
    </Datagrid>
  </List>
);
const Home = () => (
  <List>
    <Datagrid bulkActionButtons={false}>
      <TextField source="id" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="home" list={Home} />
    <Resource name="nominations" list={NominationList} />
  </Admin>,
);
