import { Alert, Box } from '@mui/material';
import { canAccess, isTerminalAdmin, isTerminalDesk } from '../../../contract/permissions';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  type RaRecord,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { nominationForm, PILOT_TYPES, type NominationRecord } from '../../../contract/schemas/nominations';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { DateTimeInput } from '../shared/DateTimeInput';
import { useSchemaResolver } from '../shared/schemaResolver';
import { editPath } from '../shared/paths';
import { useBargeChoices, useNominationOptions } from './useOptions';
import { RefusalAtField, useFieldRefusals } from './fieldRefusals';

/** The form's inputs, where a refusal of the server that names one is shown. */
const INPUTS = [
  'bargeId',
  'productId',
  'tankId',
  'quantity',
  'nominatedQtyMax',
  'balanceInTank',
  'eta',
  'bargeReadinessTime',
  'pilotType',
  'pilotExemption',
  'bargeContactNumber',
  'customCode',
  'surveyorIds',
  'hideFromTerminal',
  'pilotId',
  'psaContactNumber',
  'remarks',
] as const;

/**
 * Names the nomination and what happens next (SCREENS.md, Feedback), not "Element created", then
 * opens the record (a save's own success replaces react-admin's notice and redirect).
 */
function useSaved(outcome: (r: NominationRecord) => 'created' | 'createdSubmitted' | 'saved') {
  const notify = useNotify();
  const navigate = useNavigate();
  return (r: NominationRecord) => {
    notify(`berth.barging.outcomes.${outcome(r)}`, { type: 'info', messageArgs: { id: r.id, barge: r.bargeName } });
    navigate(editPath('nominations', r.id));
  };
}

/** The nomination's fields; details lock once it is acknowledged (change requests from then on). */
function NominationInputs() {
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
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 3,
          width: '100%',
          maxWidth: 960,
        }}
      >
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
        <DateTimeInput source="eta" disabled={detailsLocked} />
        <DateTimeInput source="bargeReadinessTime" disabled={!readinessOpen} />
        <SelectInput
          source="pilotType"
          choices={PILOT_TYPES.map((p) => ({ id: p, name: `berth.barging.pilotTypes.${p}` }))}
          emptyText=" "
          disabled={detailsLocked}
        />
        <BooleanInput source="pilotExemption" disabled={detailsLocked} />
        <TextInput source="bargeContactNumber" disabled={detailsLocked} />
        <TextInput source="customCode" disabled={!canAccess(user, 'customCode', 'nominations')} />
        <SelectArrayInput source="surveyorIds" choices={options?.surveyors ?? []} disabled={detailsLocked} />
        {!terminal && (
          <BooleanInput source="hideFromTerminal" disabled={detailsLocked} helperText="berth.barging.hiddenHint" />
        )}
        {terminal && record && <SelectInput source="pilotId" choices={options?.pilots ?? []} emptyText=" " />}
        {isTerminalAdmin(user ?? { userType: -1, role: -1 }) && record && <TextInput source="psaContactNumber" />}
        <TextInput
          source="remarks"
          multiline
          minRows={2}
          disabled={detailsLocked}
          sx={{ gridColumn: { sm: '1 / span 2' } }}
        />
      </Box>
    </>
  );
}

function CreateToolbar() {
  return (
    <Toolbar sx={{ gap: 2 }}>
      <SaveButton label="berth.barging.actions.saveDraft" variant="outlined" />
      <SaveButton
        label="berth.barging.actions.saveSubmit"
        transform={(d: Record<string, unknown>) => ({ ...d, submit: true })}
        type="button"
      />
    </Toolbar>
  );
}

const fromRecord = (r: NominationRecord) => ({ ...r, surveyorIds: r.surveyors.map((s) => s.id) });

export function NominationCreate() {
  const translate = useTranslate();
  const resolver = useSchemaResolver(nominationForm);
  const user = useBerthInfo().data?.user;
  const { refusal, ...refusals } = useFieldRefusals(INPUTS);
  const onSuccess = useSaved((r) => (r.status === 'Created' ? 'created' : 'createdSubmitted'));
  if (!canAccess(user, 'create', 'nominations')) return null;
  return (
    <Create
      resource="nominations"
      // As in ResourceList: MenuScreen checked access already; the server checks every call.
      disableAuthentication
      title={translate('berth.lists.create.nominations')}
      mutationOptions={{ ...refusals, onSuccess }}
    >
      <SimpleForm
        resolver={resolver}
        toolbar={<CreateToolbar />}
        defaultValues={{ pilotExemption: false, hideFromTerminal: false, surveyorIds: [] }}
      >
        <RefusalAtField refusal={refusal} />
        <NominationInputs />
      </SimpleForm>
    </Create>
  );
}

export function NominationEdit() {
  const translate = useTranslate();
  const resolver = useSchemaResolver(nominationForm);
  const { id } = useParams();
  const { refusal, ...refusals } = useFieldRefusals(INPUTS);
  const onSuccess = useSaved(() => 'saved');
  return (
    <Edit
      resource="nominations"
      // As in ResourceList: MenuScreen checked access already; the server checks every call.
      disableAuthentication
      id={id ? Number(id) : undefined}
      title={translate('berth.barging.detail', { id })}
      mutationMode="pessimistic"
      queryOptions={{ select: fromRecord }}
      mutationOptions={{ ...refusals, onSuccess }}
    >
      <SimpleForm
        resolver={resolver}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <RefusalAtField refusal={refusal} />
        <NominationInputs />
      </SimpleForm>
    </Edit>
  );
}
