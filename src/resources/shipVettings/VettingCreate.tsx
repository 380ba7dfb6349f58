import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Autocomplete, Box, TextField as MuiTextField, Typography } from '@mui/material';
import {
  Create,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useDataProvider,
  useInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { vettingCreateInput, type VettingRecord } from '../../../contract/schemas/vetting';
import type { VesselOption } from '../../../contract/schemas/ships';
import type { PortalDataProvider } from '../../dataProvider';
import { useSchemaResolver } from '../shared/schemaResolver';
import { FormToolbar } from '../shared/ResourceForm';
import { editPath } from '../shared/paths';
import { RefusalAtField, useFieldRefusals } from '../nominations/fieldRefusals';
import { VettingFields } from './VettingDialogs';

/** The form's inputs, for the server's refusals to be shown at theirs ('newShip.imo': a known IMO). */
const INPUTS = [
  'shipId',
  'newShip.name',
  'newShip.imo',
  'newShip.loa',
  'newShip.kind',
  'newShip.portOfRegistry',
  'operation',
  'productIds',
  'eta',
  'remarks',
] as const;

/**
 * The form's grid (SCREENS.md, Forms): two columns on a laptop, one on a phone, the same for the
 * new ship's particulars as for the vetting's, so neither stretches across the page nor sits in half.
 */
function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      data-testid="vetting-form-grid"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 3,
        width: '100%',
        maxWidth: 960,
      }}
    >
      {children}
    </Box>
  );
}

/** How a ship is told apart in the search: its name, IMO, LOA and kind. */
function useShipLabel() {
  const translate = useTranslate();
  return (s: VesselOption) =>
    `${s.name} · IMO ${s.imo} · LOA ${s.loa} m · ${translate(`berth.master.shipKinds.${s.kind}`)}`;
}

/** The vessel search (GET /jput/vessel/search) as the form's ship: by name or IMO, as the user types. */
function ShipSearchInput() {
  const translate = useTranslate();
  const label = useShipLabel();
  const dp = useDataProvider<PortalDataProvider>();
  const { field, fieldState } = useInput({ source: 'shipId', isRequired: true });
  const [text, setText] = useState('');
  const [options, setOptions] = useState<VesselOption[]>([]);
  const [picked, setPicked] = useState<VesselOption | null>(null);
  useEffect(() => {
    const pattern = text.trim();
    if (pattern.length < 2 || (picked && text === label(picked))) return;
    const controller = new AbortController();
    // A pause in typing, not every key, asks the server.
    const timer = setTimeout(() => {
      void dp
        .api('vesselSearch', { query: { pattern }, signal: controller.signal, quiet: true })
        .then(setOptions, () => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [dp, text, picked, label]);
  const error = fieldState.error?.message;
  return (
    <Autocomplete<VesselOption>
      options={options}
      value={picked}
      filterOptions={(o) => o}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, v) => {
        setPicked(v);
        field.onChange(v?.id ?? null);
      }}
      onInputChange={(_e, v) => setText(v)}
      noOptionsText={translate(
        text.trim().length < 2 ? 'berth.vetting.create.searchHint' : 'berth.vetting.create.noMatch',
      )}
      // The search names the ship, its IMO, LOA and kind: it takes the grid's whole row.
      sx={{ gridColumn: '1 / -1', width: '100%' }}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={field.name}
          variant="filled"
          size="small"
          margin="dense"
          label={`${translate('berth.vetting.create.search')} *`}
          error={!!error}
          helperText={error ? translate(error, { _: error }) : translate('berth.vetting.create.searchHint')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'vessel-search' } }}
        />
      )}
    />
  );
}

function NewShipInputs() {
  return (
    <>
      <TextInput source="newShip.name" isRequired />
      <TextInput source="newShip.imo" isRequired />
      <NumberInput source="newShip.loa" isRequired min={1} max={500} />
      <SelectInput
        source="newShip.kind"
        isRequired
        choices={[
          { id: 'vessel', name: 'berth.master.shipKinds.vessel' },
          { id: 'barge', name: 'berth.master.shipKinds.barge' },
        ]}
      />
      <TextInput source="newShip.portOfRegistry" />
    </>
  );
}

function ShipSection() {
  const choice = useWatch({ name: 'shipChoice' }) as string;
  return choice === 'new' ? <NewShipInputs /> : <ShipSearchInput />;
}

function Heading({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
      {translate(label)}
    </Typography>
  );
}

/** Only the ship the user chose travels: a known ship's id, or the new ship's particulars. */
function chosenShip(values: FieldValues): FieldValues {
  const { shipChoice, shipId, newShip, ...rest } = values;
  return shipChoice === 'new' ? { ...rest, newShip } : { ...rest, shipId };
}

/**
 * A customer nominates a ship for vetting (DECISIONS.md §5): a ship the terminal knows, found by
 * name or IMO, or a new one with its particulars; then what it will do and when. It is saved as a
 * draft, whose record takes the documents and the submission.
 */
export function VettingCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const base = useSchemaResolver(vettingCreateInput);
  const { refusal, ...refusals } = useFieldRefusals(INPUTS);
  const resolver = useCallback<Resolver<FieldValues>>(
    (values, context, options) => base(chosenShip(values), context, options),
    [base],
  );
  return (
    <Create
      resource="shipVettings"
      disableAuthentication
      title={translate('berth.vetting.create.heading')}
      mutationOptions={{
        ...refusals,
        onSuccess: (saved: VettingRecord) => {
          notify('berth.vetting.create.saved', { type: 'info', messageArgs: { id: saved.id } });
          navigate(editPath('shipVettings', saved.id));
        },
      }}
    >
      <SimpleForm
        resolver={resolver}
        defaultValues={{ shipChoice: 'known', operation: 'load', productIds: [] }}
        toolbar={<FormToolbar resource="shipVettings" deactivate={false} />}
      >
        <RefusalAtField refusal={refusal} />
        <Heading label="berth.vetting.sections.ship" />
        <RadioButtonGroupInput
          source="shipChoice"
          label={false}
          choices={[
            { id: 'known', name: 'berth.vetting.create.known' },
            { id: 'new', name: 'berth.vetting.create.new' },
          ]}
        />
        <FormGrid>
          <ShipSection />
        </FormGrid>
        <Heading label="berth.vetting.sections.particulars" />
        <FormGrid>
          <VettingFields />
        </FormGrid>
      </SimpleForm>
    </Create>
  );
}
