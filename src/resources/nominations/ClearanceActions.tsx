import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { canAccess } from '../../../contract/permissions';
import type { PortalDataProvider } from '../../dataProvider';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { TimeDialog } from './TimeDialog';

/** Port clearance is recorded once the certificate of quantity is in (the server checks it too). */
const CLEARABLE: readonly string[] = ['CQ Uploaded', 'Completed'];

function CoaDialog({ record, onClose }: { record: NominationRecord; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useDataProvider<PortalDataProvider>();
  const [link, setLink] = useState(record.coaLink ?? '');
  const [busy, setBusy] = useState(false);
  const save = async (coaLink: string | null) => {
    setBusy(true);
    try {
      await dp.api('setCoaLink', { params: { id: record.id }, body: { coaLink } });
      notify(coaLink ? 'berth.barging.clearance.coaSaved' : 'berth.barging.clearance.coaRemoved', {
        type: 'info',
        messageArgs: { id: record.id },
      });
      refresh();
      onClose();
    } catch {
      // The HTTP layer shows the server's message; the dialog stays open to correct it.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('berth.barging.clearance.coaTitle', { id: record.id })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          type="url"
          label={translate('resources.nominations.fields.coaLink')}
          placeholder="https://"
          value={link}
          onChange={(e) => setLink(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'coa-link' } }}
        />
      </DialogContent>
      <DialogActions>
        {record.coaLink && (
          <Button color="error" disabled={busy} onClick={() => void save(null)}>
            {translate('berth.barging.clearance.remove')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('berth.master.common.cancel')}</Button>
        <Button variant="contained" disabled={busy || !link.trim()} onClick={() => void save(link.trim())}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Terminal logistics' records on a nomination (DECISIONS §7): the certificate of analysis' address
 * and, once the certificate of quantity is in, the port clearance. Nobody else sees these buttons,
 * and the server refuses anyone else.
 */
export function ClearanceActions({ record }: { record: NominationRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useDataProvider<PortalDataProvider>();
  const user = useBerthInfo().data?.user;
  const [open, setOpen] = useState<'coa' | 'clear' | null>(null);
  const [reference, setReference] = useState(record.portClearReference ?? '');
  // The server's own rule (DECISIONS §2): terminal logistics only, not the system admin.
  if (!user || !canAccess(user, 'clearance', 'nominations')) return null;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<LinkIcon />} onClick={() => setOpen('coa')}>
        {translate('berth.barging.clearance.coa')}
      </Button>
      {CLEARABLE.includes(record.status) && (
        <Button size="small" variant="outlined" startIcon={<VerifiedIcon />} onClick={() => setOpen('clear')}>
          {translate('berth.barging.clearance.portClear')}
        </Button>
      )}
      {open === 'coa' && <CoaDialog record={record} onClose={() => setOpen(null)} />}
      {open === 'clear' && (
        <TimeDialog
          open
          title="berth.barging.clearance.portClearTitle"
          initial={record.portClearAt}
          confirmDisabled={!reference.trim()}
          onClose={() => setOpen(null)}
          onConfirm={(clearedAt) =>
            dp
              .api('setPortClear', { params: { id: record.id }, body: { reference: reference.trim(), clearedAt } })
              .then(() => {
                notify('berth.barging.clearance.cleared', { type: 'info', messageArgs: { id: record.id } });
                refresh();
              })
          }
        >
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('resources.nominations.fields.portClearReference')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'port-clear-reference' } }}
          />
        </TimeDialog>
      )}
    </>
  );
}
