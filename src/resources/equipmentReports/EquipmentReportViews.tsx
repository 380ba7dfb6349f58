import { BooleanInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { equipmentReportInput, SEVERITIES } from '../../../contract/schemas/equipmentReports';
import { useSchemaResolver } from '../shared/schemaResolver';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../shared/ResourceForm';

function EquipmentReportInputs() {
  return (
    <SimpleForm
      resolver={useSchemaResolver(equipmentReportInput)}
      toolbar={<FormToolbar resource="equipmentReports" deactivate={false} />}
      defaultValues={{ severity: 'medium', closesJetty: false }}
    >
      <ReferenceInput source="jettyId" reference="jetties">
        <SelectInput optionText={(j: { number: string; name: string }) => `${j.number} · ${j.name}`} isRequired />
      </ReferenceInput>
      <TextInput source="equipment" isRequired />
      <TextInput source="location" isRequired />
      <SelectInput
        source="severity"
        isRequired
        choices={SEVERITIES.map((s) => ({ id: s, name: `berth.master.severities.${s}` }))}
      />
      <BooleanInput source="closesJetty" />
      <TextInput source="description" multiline minRows={3} sx={{ minWidth: 480 }} />
    </SimpleForm>
  );
}

export const EquipmentReportCreate = () => (
  <ResourceCreate resource="equipmentReports" title="berth.menu.equipmentReport">
    <EquipmentReportInputs />
  </ResourceCreate>
);
export const EquipmentReportEdit = () => (
  <ResourceEdit resource="equipmentReports" title="berth.menu.equipmentReport">
    <EquipmentReportInputs />
  </ResourceEdit>
);
