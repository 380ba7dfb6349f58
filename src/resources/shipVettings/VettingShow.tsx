import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/SendOutlined';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import ReplayIcon from '@mui/icons-material/ReplayOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/TravelExploreOutlined';
import { Confirm, Title, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { VettingRecord } from '../../../contract/schemas/vetting';
import { canSubmitWith, VETTING_STEPS, VS } from '../../../contract/vetting';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePersonLabel } from '../../i18n/people';
import { failureText, messageText } from '../../i18n/messages';
import { ApiError } from '../../dataProvider/unwrapEnvelope';
import { ReasonButton } from '../shared/ReasonButton';
import { listPath } from '../shared/paths';
import { dayOf, VettingStatusChip, WaitingText } from './VettingStatus';
import { VettingPanels } from './VettingPanels';
import { EditDialog, FindingDialog, UploadDialog } from './VettingDialogs';

type Vetting = VettingRecord & { id: number };
/** Steps taken at once after a confirmation; the others ask for a reason. */
const CONFIRMED = ['submit', 'resubmit', 'sendToInspector', 'accept', 'reinstate'] as const;
type Confirmed = (typeof CONFIRMED)[number];
const REASONED = { askMore: HelpIcon, reject: BlockIcon, suspend: PauseIcon } as const;
const ICONS: Record<Confirmed, typeof SendIcon> = {
  submit: SendIcon,
  resubmit: SendIcon,
  sendToInspector: SearchIcon,
  accept: CheckIcon,
  reinstate: ReplayIcon,
};

/** What the record says of its state beyond the chip: the terminal's question, its decision, the expiry. */
function StateNotice({ v }: { v: Vetting }) {
  const translate = useTranslate();
  const person = usePersonLabel();
  const timeZone = useTimeZone();
  const when = (iso: string | null) => (iso ? formatTerminalDateTime(iso, timeZone) : '');
  const day = (iso: string | null) => (iso ? dayOf(iso, timeZone) : '');
  if (v.status === VS.MORE_INFORMATION && v.requestReason)
    return <Alert severity="warning">{translate('berth.vetting.asked', { reason: v.requestReason })}</Alert>;
  if (v.status === VS.REJECTED)
    return (
      <Alert severity="error">
        {translate('berth.vetting.rejectedBy', {
          name: person(v.decidedByName, v.decidedByRole),
          at: when(v.decidedAt),
          reason: v.decisionReason ?? '',
        })}
      </Alert>
    );
  if (v.status === VS.SUSPENDED)
    return <Alert severity="error">{translate('berth.vetting.suspended', { reason: v.suspensionReason ?? '' })}</Alert>;
  if (v.status === VS.EXPIRED)
    return <Alert severity="info">{translate('berth.vetting.expired', { day: day(v.expiresAt) })}</Alert>;
  if (v.status === VS.ACCEPTED)
    return v.expiringSoon ? (
      <Alert severity="warning">{translate('berth.vetting.expiringSoon', { day: day(v.expiresAt) })}</Alert>
    ) : (
      <Alert severity="success">
        {translate('berth.vetting.acceptedBy', {
          name: person(v.decidedByName, v.decidedByRole),
          at: when(v.decidedAt),
          day: day(v.expiresAt),
        })}
      </Alert>
    );
  return null;
}

/**
 * A vetting's record (SCREENS.md, Records): its identity, status and who acts next, the steps the
 * server offers the caller, then its particulars, documents, findings, checks, history and log.
 */
export function VettingShow() {
  const id = Number(useParams().id);
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dp = useDataProvider<PortalDataProvider>();
  const { data: v, isPending, refetch } = useGetOne<Vetting>('shipVettings', { id });
  const [asking, setAsking] = useState<Confirmed | null>(null);
  const [dialog, setDialog] = useState<'upload' | 'finding' | 'edit' | null>(null);
  // What stands in the way of a step, told at the documents it concerns (SCREENS.md, Forms), not in a toast.
  const [documentsError, setDocumentsError] = useState<string | null>(null);
  // The list's row stands in for the record until it arrives (react-admin's placeholder): it has no steps.
  if (isPending || (v && !Array.isArray(v.steps))) return <PageLoading />;
  if (!v) return <Alert severity="error">{translate('ra.page.not_found')}</Alert>;

  /** After a change: the record, its log and the badge's count again, and a message naming the outcome. */
  const after = async (changed: VettingRecord, message = 'berth.vetting.moved', args: Record<string, string> = {}) => {
    setDocumentsError(null);
    await refetch();
    await queryClient.invalidateQueries({ queryKey: ['vettingLog', id] });
    await queryClient.invalidateQueries({ queryKey: ['vettingsWaiting'] });
    notify(message, {
      type: 'info',
      messageArgs: { id, ship: changed.shipName, status: translate(`vettingStatuses.${changed.status}`), ...args },
    });
  };
  const step = (action: string) =>
    dp.api('vettingStep', { params: { id }, body: { action }, fieldErrorsShown: true }).then(
      (r) => after(r),
      (e: unknown) => {
        // The HTTP layer left a refusal naming a field to this page: the documents' at the documents.
        if (!(e instanceof ApiError) || e.field === undefined) return;
        if (e.field === 'documents') setDocumentsError(messageText(translate, e.detail, e.message));
        else notify(failureText(translate, e), { type: 'error' });
      },
    );
  /** Checks before asking (issue 35 #7): a submit without the Q88 is told at the documents, with no dialog first. */
  const ask = (s: Confirmed) => {
    if (s === 'submit' && !canSubmitWith(v.documents)) setDocumentsError(translate('vetting.missingDocuments'));
    else setAsking(s);
  };
  const has = (s: string) => v.steps.includes(s);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="vetting-show">
      <Title title={translate('berth.vetting.record', { id, ship: v.shipName })} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h6" component="h1">
          {translate('berth.vetting.record', { id, ship: v.shipName })}
        </Typography>
        <VettingStatusChip status={v.status} />
        <Typography color="text.secondary" data-testid="waiting-on">
          <WaitingText record={v} />
        </Typography>
      </Stack>
      {v.previousId !== null && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Link to={`${listPath('shipVettings')}/${v.previousId}`}>
            {translate('berth.vetting.previous', { id: v.previousId })}
          </Link>
        </Typography>
      )}
      <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }} data-testid="vetting-actions">
        {CONFIRMED.filter(has).map((s) => {
          const Icon = ICONS[s];
          return (
            <Button
              key={s}
              variant={s === 'accept' || s === 'submit' || s === 'resubmit' ? 'contained' : 'outlined'}
              startIcon={<Icon />}
              onClick={() => ask(s)}
            >
              {translate(`berth.vetting.stepButtons.${s}`)}
            </Button>
          );
        })}
        {v.findingKinds.length > 0 && (
          <Button variant="contained" startIcon={<SearchIcon />} onClick={() => setDialog('finding')}>
            {translate('berth.vetting.findings.record')}
          </Button>
        )}
        {(Object.keys(REASONED) as (keyof typeof REASONED)[]).filter(has).map((s) => {
          const Icon = REASONED[s];
          return (
            <ReasonButton
              key={s}
              label={`berth.vetting.stepButtons.${s}`}
              title={`berth.vetting.reasonTitles.${s}`}
              icon={<Icon />}
              missingMessage={s === 'reject' ? 'spec.enterRejectReason' : 'spec.reasonRequired'}
              doneMessage={translate('berth.vetting.moved', {
                id,
                ship: v.shipName,
                status: translate(`vettingStatuses.${VETTING_STEPS[s].to}`),
              })}
              onConfirm={(reason) =>
                dp
                  .api('vettingStep', { params: { id }, body: { action: s, reason } })
                  .then(() =>
                    Promise.all([
                      queryClient.invalidateQueries({ queryKey: ['vettingLog', id] }),
                      queryClient.invalidateQueries({ queryKey: ['vettingsWaiting'] }),
                    ]),
                  )
              }
            />
          );
        })}
        {v.editable && (
          <Button startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
            {translate('berth.vetting.edit.button')}
          </Button>
        )}
      </Stack>
      <Box sx={{ mb: 2 }}>
        <StateNotice v={v} />
      </Box>
      <VettingPanels v={v} onUpload={() => setDialog('upload')} documentsError={documentsError} />
      <Button component={Link} to={listPath('shipVettings')} sx={{ mt: 2 }}>
        {translate('berth.vetting.back')}
      </Button>
      <Confirm
        isOpen={asking !== null}
        title={asking ? `berth.vetting.stepButtons.${asking}` : ''}
        content={asking ? translate(`berth.vetting.confirm.${asking}`, { id, ship: v.shipName }) : ''}
        confirm={asking ? `berth.vetting.stepButtons.${asking}` : 'berth.master.common.confirm'}
        onConfirm={() => {
          const s = asking;
          setAsking(null);
          if (s) void step(s);
        }}
        onClose={() => setAsking(null)}
      />
      {dialog === 'upload' && (
        <UploadDialog
          v={v}
          onClose={() => setDialog(null)}
          onDone={(r, kind) =>
            after(r, 'berth.vetting.documents.uploaded', { kind: translate(`vettingDocumentKinds.${kind}`) })
          }
        />
      )}
      {dialog === 'finding' && (
        <FindingDialog
          v={v}
          onClose={() => setDialog(null)}
          onDone={(r) => after(r, 'berth.vetting.findings.recorded')}
        />
      )}
      {dialog === 'edit' && (
        <EditDialog v={v} onClose={() => setDialog(null)} onDone={(r) => after(r, 'berth.vetting.edit.saved')} />
      )}
    </Box>
  );
}
