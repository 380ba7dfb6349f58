import { AutocompleteInput, ReferenceInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { requiredField } from '../shared/validators';
import { ResourceCreate } from '../shared/ResourceForm';
import { DayInput } from '../shared/DayInput';

/** Blacklisting a ship by hand: which ship, why, and from when. */
export function UnqualifiedShipCreate() {
  return (
    <ResourceCreate resource="unqualifiedShips" title="berth.master.unqualified.blacklist">
      <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>} defaultValues={{ blacklistedOn: new Date().toISOString().slice(0, 10) }}>
        <ReferenceInput source="shipId" reference="ships" perPage={20}>
          <AutocompleteInput optionText={(s: { name: string; imo: string }) => `${s.name} (${s.imo})`} filterToQuery={(q) => ({ searchValue: q })}
            validate={requiredField} sx={{ minWidth: 360 }} />
        </ReferenceInput>
        <TextInput source="reason" validate={requiredField} multiline minRows={3} sx={{ minWidth: 480 }} />
        <DayInput source="blacklistedOn" />
      </SimpleForm>
    </ResourceCreate>
  );
}
