import { ResourceCreate, ResourceEdit } from '../shared/ResourceForm';
import { ShipInputs } from './ShipInputs';

export const ShipCreate = () => (
  <ResourceCreate resource="ships" title="berth.menu.ship">
    <ShipInputs />
  </ResourceCreate>
);
export const ShipEdit = () => (
  <ResourceEdit resource="ships" title="berth.menu.ship">
    <ShipInputs />
  </ResourceEdit>
);
