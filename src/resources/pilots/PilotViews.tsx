import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { pilotInput, PILOT_KINDS } from '../../../contract/schemas/pilots';
import { useSchemaResolver } from '../shared/schemaResolver';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../shared/ResourceForm';

const PILOT_KIND_CHOICES = PILOT_KINDS.map((k) => ({ id: k, name: `berth.master.pilotKinds.${k}` }));

function PilotInputs() {
  return (
    <SimpleForm
      resolver={useSchemaResolver(pilotInput)}
      toolbar={<FormToolbar resource="pilots" />}
      defaultValues={{ kind: 'pilot' }}
    >
      <TextInput source="name" isRequired />
      <SelectInput source="kind" isRequired choices={PILOT_KIND_CHOICES} />
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
