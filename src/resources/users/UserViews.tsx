import { ResourceCreate, ResourceEdit } from '../shared/ResourceForm';
import { UserActions } from './UserActions';
import { UserInputs } from './UserInputs';

export const UserCreate = () => (
  <ResourceCreate resource="users" title="berth.master.settings.users">
    <UserInputs creating />
  </ResourceCreate>
);
export const UserEdit = () => (
  <ResourceEdit resource="users" title="berth.master.settings.users">
    <UserInputs aside={<UserActions />} />
  </ResourceEdit>
);
