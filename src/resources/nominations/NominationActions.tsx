import { useState, type ReactNode } from 'react';
import { canAccess, isTerminalDesk } from '../../../contract/permissions';
import { Box, Button as MuiButton } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import MailIcon from '@mui/icons-material/MailOutline';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Confirm, useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FINAL_STATES, type NominationAction } from '../../../contract/lifecycle';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import type { PortalDataProvider } from '../../dataProvider';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { LabelledButton } from '../shared/LabelledButton';
import { ReasonButton } from '../shared/ReasonButton';
import { editPath } from '../shared/paths';
import { bargingApi } from './api';
import { AssignDialog } from './AssignDialog';
import { TimeDialog } from './TimeDialog';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';

const SIMPLE = ['submit', 'acknowledge', 'book', 'startSigning', 'complete'] as const;
type Simple = (typeof SIMPLE)[number];
/** Binding steps: they ask first (SCREENS.md, Feedback). */
const ASKS_FIRST: readonly Simple[] = ['book', 'complete'];
type Outcome = Simple | 'setReadiness' | 'assignJetty' | 'revoke';

/** The steps the server says the caller may take now (record.actions), and the nomination's other tools. */
export function NominationActions({ record, extra }: { record: NominationRecord; extra?: ReactNode }) {
  const dp = useDataProvider<PortalDataProvider>();
  const api = bargingApi(dp);
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const user = useBerthInfo().data?.user;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [dialog, setDialog] = useState<'readiness' | 'assign' | null>(null);
  const [asking, setAsking] = useState<Simple | null>(null);
  const timeZone = useTimeZone();
  const at = (iso: string | null) => (iso ? formatTerminalDateTime(iso, timeZone) : '–');
  // The PDF opens in a new tab; the tab is opened first so that the browser does not block it as a pop-up.
  const preview = async () => {
    const tab = window.open('', '_blank');
    try {
      const blob = await api.previewPdf(record.id, locale === 'zh' ? 'zh' : 'en');
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.replace(url);
      else window.location.assign(url);
    } catch {
      tab?.close();
    }
  };
  const has = (a: NominationAction) => record.actions.includes(a);
  /** Names the nomination and what became of it, from the record the step answered with. */
  const done = (action: Outcome) => (after?: NominationRecord) => {
    const r = after ?? record;
    notify(`berth.barging.outcomes.${action}`, {
      type: 'info',
      messageArgs: {
        id: r.id,
        berth: r.berthName ?? '–',
        time: at(action === 'setReadiness' ? r.bargeReadinessTime : r.estimatedBerthTime),
      },
    });
    refresh();
  };
  const run = (a: Simple) => api.step(a, record.id).then(done(a), () => undefined);
  const terminalEditor = !!user && isTerminalDesk(user);
  const canEdit = !FINAL_STATES.includes(record.status) && (record.editable || terminalEditor || has('setReadiness'));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="nomination-actions">
      {SIMPLE.filter(has).map((a) => (
        <MuiButton
          key={a}
          variant="contained"
          size="small"
          onClick={() => (ASKS_FIRST.includes(a) ? setAsking(a) : void run(a))}
        >
          {translate(`berth.barging.actions.${a}`)}
        </MuiButton>
      ))}
      {has('setReadiness') && (
        <MuiButton variant="contained" size="small" onClick={() => setDialog('readiness')}>
          {translate('berth.barging.actions.setReadiness')}
        </MuiButton>
      )}
      {has('assignJetty') && (
        <MuiButton variant="contained" size="small" onClick={() => setDialog('assign')}>
          {translate('berth.barging.actions.assignJetty')}
        </MuiButton>
      )}
      {canEdit && (
        <LabelledButton
          label="berth.barging.actions.edit"
          icon={<EditIcon />}
          onClick={() => navigate(`${editPath('nominations', record.id)}/edit`)}
        />
      )}
      <LabelledButton label="berth.barging.actions.preview" icon={<PdfIcon />} onClick={() => void preview()} />
      {canAccess(user, 'sendEmail', 'nominations') && (
        <LabelledButton
          label="berth.barging.actions.sendEmail"
          icon={<MailIcon />}
          onClick={() =>
            void api.sendEmail(record.id).then(
              (r) =>
                notify('berth.barging.dialogs.emailSent', {
                  type: 'info',
                  messageArgs: { count: r.recipients.length },
                }),
              () => undefined,
            )
          }
        />
      )}
      {extra}
      {has('revoke') && (
        <ReasonButton
          labelled
          label="berth.barging.actions.revoke"
          title="berth.barging.dialogs.revoke"
          icon={<CancelIcon />}
          doneMessage={translate('berth.barging.outcomes.revoke', { id: record.id })}
          onConfirm={(reason) => api.revoke(record.id, reason)}
        />
      )}
      {dialog === 'readiness' && (
        <TimeDialog
          open
          title="berth.barging.dialogs.readiness"
          initial={record.bargeReadinessTime}
          onClose={() => setDialog(null)}
          onConfirm={(iso) => api.setReadiness(record.id, iso).then(done('setReadiness'))}
        />
      )}
      {dialog === 'assign' && (
        <AssignDialog open record={record} onClose={() => setDialog(null)} onDone={done('assignJetty')} />
      )}
      <Confirm
        isOpen={asking !== null}
        title={translate(`berth.barging.confirm.${asking ?? 'book'}Title`, { id: record.id })}
        content={translate(`berth.barging.confirm.${asking ?? 'book'}Text`, {
          barge: record.bargeName,
          berth: record.berthName ?? '–',
          time: at(record.estimatedBerthTime),
        })}
        confirm={asking ? `berth.barging.actions.${asking}` : 'berth.master.common.confirm'}
        onConfirm={() => {
          const a = asking;
          setAsking(null);
          if (a) void run(a);
        }}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
