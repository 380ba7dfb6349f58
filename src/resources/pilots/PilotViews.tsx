import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { PILOT_KINDS } from '../../../contract/schemas/pilots';
import { requiredField } from '../shared/validators';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../shared/ResourceForm';

export const PILOT_KIND_CHOICES = PILOT_KINDS.map((k) => ({ id: k, name: `berth.master.pilotKinds.${k}` }));

function PilotInputs() {
  return (
    <SimpleForm toolbar={<FormToolbar resource="pilots" />} defaultValues={{ kind: 'pilot' }}>
      <TextInput source="name" validate={requiredField} />
      <SelectInput source="kind" validate={requiredField} choices={PILOT_KIND_CHOICES} />
      <TextInput source="contact" />
    </SimpleForm>
  );
}

export const PilotCreate = () => (
  <ResourceCreate resource="pilots" title="berth.menu.pilot">
    <PilotInputs />
  </ResourceCreate>
);
export const PilotEdit = () => (
  <ResourceEdit resource="pilots" title="berth.menu.pilot">
    <PilotInputs />
  </ResourceEdit>
);
