import { canAccess } from '../../../contract/permissions';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { nominationForm, type NominationRecord } from '../../../contract/schemas/nominations';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useSchemaResolver } from '../shared/schemaResolver';
import { editPath, listPath } from '../shared/paths';
import { RefusalAtField, useFieldRefusals } from './fieldRefusals';
import { CancelButton } from './formParts';
import { NominationInputs } from './NominationInputs';

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

function CreateToolbar() {
  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
      <SaveButton label="berth.barging.actions.saveDraft" variant="outlined" />
      <SaveButton
        label="berth.barging.actions.saveSubmit"
        transform={(d: Record<string, unknown>) => ({ ...d, submit: true })}
        type="button"
      />
      <CancelButton to={listPath('nominations')} />
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
          <Toolbar sx={{ gap: 2 }}>
            <SaveButton />
            {id && <CancelButton to={editPath('nominations', id)} />}
          </Toolbar>
        }
      >
        <RefusalAtField refusal={refusal} />
        <NominationInputs />
      </SimpleForm>
    </Edit>
  );
}
