import { ResourceCreate, ResourceEdit } from '../shared/ResourceForm';
import { UserActions } from './UserActions';
import { UserInputs } from './UserInputs';
import { LegacySdsSection } from './LegacySdsSection';

export const UserCreate = () => (
  <ResourceCreate resource="users" title="berth.master.settings.users">
    <UserInputs creating />
  </ResourceCreate>
);
export const UserEdit = () => (
  <ResourceEdit resource="users" title="berth.master.settings.users">
    <UserInputs
      aside={
        <>
          <UserActions />
          <LegacySdsSection />
        </>
      }
    />
  </ResourceEdit>
);
