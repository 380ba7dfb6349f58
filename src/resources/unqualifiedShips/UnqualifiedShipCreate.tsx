import { AutocompleteInput, ReferenceInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { blacklistInput } from '../../../contract/schemas/unqualifiedShips';
import { useSchemaResolver } from '../shared/schemaResolver';
import { ResourceCreate } from '../shared/ResourceForm';
import { terminalDay } from '../../../contract/datetime';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { DayInput } from '../shared/DayInput';

/** Blacklisting a ship by hand: which ship, why, and from when. */
export function UnqualifiedShipCreate() {
  const timeZone = useBerthInfo().data?.timeZone;
  return (
    <ResourceCreate resource="unqualifiedShips" title="berth.master.unqualified.blacklist">
      <SimpleForm
        resolver={useSchemaResolver(blacklistInput)}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
        defaultValues={{ blacklistedOn: terminalDay(new Date(), timeZone) }}
      >
        <ReferenceInput source="shipId" reference="ships" perPage={20}>
          <AutocompleteInput
            optionText={(s: { name: string; imo: string }) => `${s.name} (${s.imo})`}
            filterToQuery={(q) => ({ searchValue: q })}
            isRequired
            sx={{ minWidth: 360 }}
          />
        </ReferenceInput>
        <TextInput source="reason" isRequired multiline minRows={3} sx={{ minWidth: 480 }} />
        <DayInput source="blacklistedOn" />
      </SimpleForm>
    </ResourceCreate>
  );
}
