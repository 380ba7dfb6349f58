import { ResourceCreate, ResourceEdit } from '../shared/ResourceForm';
import { CompanyInputs } from './CompanyInputs';
import { CompanyUsers } from './CompanyUsers';
import { CompanyApproval } from './CompanyApproval';

export const CompanyCreate = () => (
  <ResourceCreate resource="companies" title="berth.menu.company">
    <CompanyInputs />
  </ResourceCreate>
);
export const CompanyEdit = () => (
  <ResourceEdit resource="companies" title="berth.menu.company" aside={<CompanyUsers />}>
    <CompanyApproval />
    <CompanyInputs />
  </ResourceEdit>
);
