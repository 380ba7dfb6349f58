import { ResourceCreate, ResourceEdit } from '../shared/ResourceForm';
import { TankInputs } from './TankInputs';

export const TankCreate = () => (
  <ResourceCreate resource="tanks" title="berth.menu.tank">
    <TankInputs />
  </ResourceCreate>
);
export const TankEdit = () => (
  <ResourceEdit resource="tanks" title="berth.menu.tank">
    <TankInputs />
  </ResourceEdit>
);
