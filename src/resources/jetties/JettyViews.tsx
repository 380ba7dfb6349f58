import { ResourceCreate, ResourceEdit } from '../shared/ResourceForm';
import { JettyInputs } from './JettyInputs';

export const JettyCreate = () => (
  <ResourceCreate resource="jetties" title="berth.menu.jetty">
    <JettyInputs />
  </ResourceCreate>
);
export const JettyEdit = () => (
  <ResourceEdit resource="jetties" title="berth.menu.jetty">
    <JettyInputs />
  </ResourceEdit>
);
