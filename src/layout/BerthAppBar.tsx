import { Suspense, useState } from 'react';
import { Box, Chip, IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip, Typography, Link } from '@mui/material';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import LockIcon from '@mui/icons-material/LockResetOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlineOutlined';
import { AppBar, LocalesMenuButton, Logout, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { canAccess } from '../../contract/permissions';
import { ChangePasswordDialog, ProfileDialog } from './lazyDialogs';
import { NotificationBell } from './notifications/NotificationBell';
import { useBerthInfo } from './useBerthInfo';
import { useAppVersion } from './useAppVersion';
import { MOBILE_MAX } from './theme';
import { usePublicSettings } from '../pages/usePublicFrameProps';

function UserMenuItem({
  label,
  icon,
  onClick,
  testId,
}: {
  label: string;
  icon: React.ReactNode;
  onClick: () => void;
  testId: string;
}) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onClick();
      }}
      data-testid={testId}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}

/** Top bar of spec §2: menu toggle, version, user guide, notifications, language, user menu. */
export function BerthAppBar() {
  const translate = useTranslate();
  const { data } = useBerthInfo();
  const version = useAppVersion();
  const trial = usePublicSettings()?.trial ?? false;
  const [dialog, setDialogOpen] = useState<'password' | 'profile' | null>(null);
  // Once opened, a dialog stays mounted, so it closes with its transition.
  const [opened, setOpened] = useState<ReadonlySet<'password' | 'profile'>>(new Set());
  const setDialog = (which: 'password' | 'profile' | null) => {
    if (which && !opened.has(which)) setOpened(new Set([...opened, which]));
    setDialogOpen(which);
  };
  const user = data?.user;
  const notificationsOn = user ? canAccess(user, 'list', 'notifications') : false;
  const mayChangePassword = user ? canAccess(user, 'update', 'password') : false;
  return (
    <>
      <AppBar
        color="primary"
        toolbar={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Tooltip title={translate('berth.app.userGuide')}>
              <IconButton
                color="inherit"
                component={Link}
                href="/user-guide.html"
                target="_blank"
                rel="noopener"
                aria-label={translate('berth.app.userGuide')}
              >
                <HelpIcon />
              </IconButton>
            </Tooltip>
            {notificationsOn && <NotificationBell />}
            <LocalesMenuButton />
          </Box>
        }
        userMenu={
          <UserMenu>
            {mayChangePassword && (
              <UserMenuItem
                label="berth.app.changePassword"
                icon={<LockIcon fontSize="small" />}
                onClick={() => setDialog('password')}
                testId="menu-change-password"
              />
            )}
            <UserMenuItem
              label="berth.app.viewProfile"
              icon={<PersonIcon fontSize="small" />}
              onClick={() => setDialog('profile')}
              testId="menu-view-profile"
            />
            <Logout />
          </UserMenu>
        }
      >
        {/* react-admin wraps the title in an inline-block, which is clipped whole rather than ending in "…". */}
        <TitlePortal sx={{ '& .RaConfigurable-root': { display: 'inline' } }} />
        <Typography
          variant="h6"
          sx={{ fontWeight: 700, mr: 1, [`@media (max-width:${MOBILE_MAX}px)`]: { display: 'none' } }}
        >
          {translate('berth.app.title')}
        </Typography>
        {trial && (
          <Tooltip title={translate('spec.trialNotice')}>
            <Chip
              size="small"
              label={translate('berth.login.trial')}
              data-testid="trial-chip"
              sx={{
                mr: 1,
                color: 'inherit',
                borderColor: 'rgba(255,255,255,0.6)',
                [`@media (max-width:${MOBILE_MAX}px)`]: { display: 'none' },
              }}
              variant="outlined"
            />
          </Tooltip>
        )}
        {version && (
          <Typography
            variant="caption"
            sx={{
              opacity: 0.8,
              mr: 2,
              whiteSpace: 'nowrap',
              [`@media (max-width:${MOBILE_MAX}px)`]: { display: 'none' },
            }}
            data-testid="app-version"
          >
            {translate('berth.app.version', { version })}
          </Typography>
        )}
      </AppBar>
      <Suspense fallback={null}>
        {opened.has('password') && (
          <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
        )}
        {opened.has('profile') && <ProfileDialog open={dialog === 'profile'} onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
