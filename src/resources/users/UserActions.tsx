import { Alert, Box, Button as MuiButton, Stack } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import UnlockIcon from '@mui/icons-material/LockOpenOutlined';
import MailIcon from '@mui/icons-material/ForwardToInboxOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { UserRecord } from '../../../contract/schemas/users';
import type { PortalDataProvider } from '../../dataProvider';
import { listPath } from '../shared/paths';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';

/** Freeze, unfreeze, resend the confirmation e-mail, delete (safety data sheets are a nomination's now). */
export function UserActions() {
  const record = useRecordContext<UserRecord>();
  const dp = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const translate = useTranslate();
  const timeZone = useTimeZone();
  if (!record) return null;
  // The server says until when; a lock already over shows nothing (the record is read on every visit).
  const locked = record.lockedUntil !== null;
  const run = (action: () => Promise<unknown>, message: string) => async () => {
    try {
      await action();
      notify(message, { type: 'info' });
      refresh();
    } catch {
      // The HTTP layer has shown the server's message.
    }
  };
  return (
    <Box sx={{ mt: 2, width: '100%' }}>
      {locked && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          data-testid="user-locked"
          action={
            // Labelled at every width (react-admin's Button keeps only its icon below a laptop's width).
            <MuiButton
              color="inherit"
              size="small"
              onClick={run(() => dp.unlockUser(record.id), 'berth.master.users.unlocked')}
            >
              {translate('berth.master.users.unlock')}
            </MuiButton>
          }
        >
          {translate('berth.master.users.lockedUntil', {
            time: formatTerminalDateTime(record.lockedUntil!, timeZone),
          })}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {record.status === 'Active' && (
          <Button
            label="berth.master.users.freeze"
            onClick={run(() => dp.freezeUser(record.id), 'berth.master.common.deactivated')}
          >
            <LockIcon />
          </Button>
        )}
        {record.status === 'Deactivated' && (
          <Button
            label="berth.master.users.unfreeze"
            onClick={run(() => dp.unfreezeUser(record.id), 'berth.master.common.restored')}
          >
            <UnlockIcon />
          </Button>
        )}
        <Button
          label="berth.master.users.revalidate"
          onClick={run(() => dp.revalidateEmail(record.id), 'berth.master.users.revalidated')}
        >
          <MailIcon />
        </Button>
        <Button
          label="ra.action.delete"
          color="error"
          onClick={async () => {
            try {
              const res = await dp.delete('users', { id: record.id, previousData: record });
              notify(
                (res.data as UserRecord).status === 'Deactivated'
                  ? 'berth.master.users.deactivatedInstead'
                  : 'berth.master.users.deleted',
                { type: 'info' },
              );
              redirect(listPath('users'));
            } catch {
              // Shown by the HTTP layer.
            }
          }}
        >
          <DeleteIcon />
        </Button>
      </Stack>
    </Box>
  );
}
