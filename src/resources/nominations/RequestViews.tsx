import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import UndoIcon from '@mui/icons-material/UndoOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { canAccess } from '../../../contract/permissions';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { RequestRecord } from '../../../contract/schemas/nominations';
import type { PortalDataProvider } from '../../dataProvider';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useFormatQuantity } from '../shared/format';
import { useTimeZone } from '../../layout/useTimeZone';
import { LabelledButton } from '../shared/LabelledButton';
import { ReasonButton } from '../shared/ReasonButton';
import { bargingApi } from './api';
import { useNominationOptions } from './useOptions';

/** Proposed or previous values, with names instead of ids and times in the terminal's zone. */
/** The fields of a request, one per line, or run together on one line (`inline`). */
export function RequestValues({ values, inline = false }: { values: Record<string, unknown>; inline?: boolean }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const formatQuantity = useFormatQuantity();
  const { data: options } = useNominationOptions();
  const show = (key: string, v: unknown): string => {
    if (v === null || v === undefined) return '–';
    if (key === 'productId') return options?.products.find((p) => p.id === v)?.name ?? String(v);
    if (key === 'tankId') return options?.tanks.find((t) => t.id === v)?.number ?? String(v);
    if (key === 'bargeId') return options?.barges.find((b) => b.id === v)?.name ?? String(v);
    if (key === 'surveyorIds' && Array.isArray(v))
      return v.map((id) => options?.surveyors.find((s) => s.id === id)?.name ?? String(id)).join(', ');
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) return formatTerminalDateTime(v, timeZone);
    if (typeof v === 'number' && ['quantity', 'nominatedQtyMax', 'balanceInTank'].includes(key))
      return formatQuantity(v);
    if (typeof v === 'boolean') return v ? '✓' : '✗';
    return String(v);
  };
  const entries = Object.entries(values);
  if (inline)
    // One field needs no label beside the request's own type; several are named.
    return (
      <strong>
        {entries.length === 1
          ? show(entries[0]![0], entries[0]![1])
          : entries.map(([k, v]) => `${translate(`resources.nominations.fields.${k}`)}: ${show(k, v)}`).join('; ')}
      </strong>
    );
  return (
    <>
      {entries.map(([k, v]) => (
        <div key={k}>
          {translate(`resources.nominations.fields.${k}`)}: <strong>{show(k, v)}</strong>
        </div>
      ))}
    </>
  );
}

/** Approve or reject (terminal logistics and control room), or withdraw (the customer), while pending. */
export function RequestDecision({ request }: { request: RequestRecord }) {
  const dp = useDataProvider<PortalDataProvider>();
  const api = bargingApi(dp);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const user = useBerthInfo().data?.user;
  if (request.status !== 'Pending') return null;
  // The menu badge and every request list follow a decision.
  const follow = async () => {
    await queryClient.invalidateQueries({ queryKey: ['requests'] });
    await queryClient.invalidateQueries({ queryKey: ['pendingApprovalCount'] });
  };
  const after = async (message: string) => {
    notify(message, { type: 'info' });
    await follow();
    refresh();
  };
  if (canAccess(user, 'decide', 'requests')) {
    return (
      <>
        <LabelledButton
          label="berth.barging.requests.approve"
          icon={<CheckIcon />}
          onClick={() =>
            void api.approve(request.id).then(
              () => after('berth.barging.requests.approved'),
              () => undefined,
            )
          }
        />
        <ReasonButton
          labelled
          label="berth.barging.requests.reject"
          title="berth.barging.requests.rejectTitle"
          icon={<BlockIcon />}
          missingMessage="spec.enterRejectReason"
          doneMessage="berth.barging.requests.rejected"
          onConfirm={(reason) => api.reject(request.id, reason).then(follow)}
        />
      </>
    );
  }
  if (canAccess(user, 'withdraw', 'requests')) {
    return (
      <LabelledButton
        label="berth.barging.requests.withdraw"
        icon={<UndoIcon />}
        onClick={() =>
          void api.withdraw(request.id).then(
            () => after('berth.barging.requests.withdraw'),
            () => undefined,
          )
        }
      />
    );
  }
  return null;
}
