import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBerthInfo } from './useBerthInfo';
import { AuthenticatorSection } from './AuthenticatorSection';
import { EmailSection } from './EmailSection';
import { canAccess } from '../../contract/permissions';
import { MailPreferences } from '../resources/settings/MailPreferences';

/** The caller's profile. Name and e-mail are editable only under a flag the server keeps false (spec §3). */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { data } = useBerthInfo();
  if (!data) return null;
  const { user } = data;
  const editable = data.profileEditable;
  const field = (label: string, value: string, name: string, canEdit = false) => (
    <TextField
      label={translate(label)}
      value={value}
      name={name}
      slotProps={{ input: { readOnly: !canEdit } }}
      disabled={!canEdit}
    />
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="profile-title">
      <DialogTitle id="profile-title">{translate('berth.profile.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {field('berth.profile.userName', user.userName, 'userName')}
            {field('berth.profile.nickName', user.nickName, 'nickName', editable)}
            {field('berth.profile.email', user.email, 'email', editable)}
            {field('berth.profile.role', translate(`berth.roles.${user.role}`), 'role')}
            {field('berth.profile.userType', translate(`berth.userTypes.${user.userType}`), 'userType')}
            {field('berth.profile.companyName', user.companyName ?? '—', 'companyName')}
          </Box>
          <Divider />
          <EmailSection key={user.email} current={user.email} />
          <Divider />
          <AuthenticatorSection />
          {/* Every role that receives mails chooses them here: most have no Settings menu (review 34). */}
          {canAccess(user, 'read', 'mailPreferences') && (
            <>
              <Divider />
              <MailPreferences inDialog />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.profile.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
