import { Alert } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  type RaRecord,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { canAccess, isTerminalAdmin, isTerminalDesk } from '../../../contract/permissions';
import { PILOT_TYPES, type NominationRecord } from '../../../contract/schemas/nominations';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { DateTimeInput } from '../shared/DateTimeInput';
import { FormSection, HideFromTerminalInput } from './formParts';
import { useBargeChoices, useNominationOptions } from './useOptions';

/**
 * The nomination's fields in titled sections; details lock once it is acknowledged (change
 * requests from then on). The custom code stays open to its owner and terminal logistics.
 */
export function NominationInputs() {
  const record = useRecordContext<NominationRecord>();
  const translate = useTranslate();
  const user = useBerthInfo().data?.user;
  const { data: options } = useNominationOptions();
  const detailsLocked = record !== undefined && !record.editable;
  const terminal = !!user && isTerminalDesk(user);
  const readinessOpen = !record || record.actions.includes('setReadiness');
  const barges = useBargeChoices(options);
  // A tank shows the product it holds, and only tanks of the chosen product are offered (SCREENS.md, Forms).
  const productId = useWatch({ name: 'productId' }) as number | null | undefined;
  const productName = (id: number | null) => options?.products.find((p) => p.id === id)?.name ?? '–';
  const tanks = (options?.tanks ?? [])
    .filter((t) => !productId || t.productId === productId)
    .map((t) => ({ id: t.id, name: `${t.number} · ${productName(t.productId)}` }));
  return (
    <>
      {detailsLocked && (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('berth.barging.lockedHint')}
        </Alert>
      )}
      <FormSection id="cargo">
        <AutocompleteInput
          source="bargeId"
          choices={barges}
          getOptionDisabled={(c: RaRecord) => c.disabled === true}
          isRequired
          disabled={detailsLocked}
        />
        <SelectInput source="productId" choices={options?.products ?? []} isRequired disabled={detailsLocked} />
        <SelectInput source="tankId" choices={tanks} emptyText=" " disabled={detailsLocked} />
        <NumberInput source="quantity" isRequired disabled={detailsLocked} />
        <NumberInput source="nominatedQtyMax" disabled={detailsLocked} />
        <NumberInput source="balanceInTank" disabled={detailsLocked} />
      </FormSection>
      <FormSection id="times">
        <DateTimeInput source="eta" disabled={detailsLocked} />
        <DateTimeInput source="bargeReadinessTime" disabled={!readinessOpen} />
      </FormSection>
      <FormSection id="pilotage">
        <SelectInput
          source="pilotType"
          choices={PILOT_TYPES.map((p) => ({ id: p, name: `berth.barging.pilotTypes.${p}` }))}
          emptyText=" "
          disabled={detailsLocked}
        />
        <BooleanInput source="pilotExemption" disabled={detailsLocked} />
        {terminal && record && <SelectInput source="pilotId" choices={options?.pilots ?? []} emptyText=" " />}
        <TextInput source="bargeContactNumber" disabled={detailsLocked} />
        {isTerminalAdmin(user ?? { userType: -1, role: -1 }) && record && <TextInput source="psaContactNumber" />}
      </FormSection>
      <FormSection id="references">
        <SelectArrayInput source="surveyorIds" choices={options?.surveyors ?? []} disabled={detailsLocked} />
        <TextInput
          source="customCode"
          disabled={!canAccess(user, 'customCode', 'nominations')}
          helperText="berth.barging.form.customCodeHint"
        />
        <TextInput
          source="remarks"
          multiline
          minRows={2}
          disabled={detailsLocked}
          sx={{ gridColumn: { sm: '1 / span 2' } }}
        />
      </FormSection>
      {!terminal && (
        <FormSection id="visibility">
          <HideFromTerminalInput disabled={detailsLocked} />
        </FormSection>
      )}
    </>
  );
}
