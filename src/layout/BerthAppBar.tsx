import { Suspense, useState } from 'react';
import {
  Box,
  Chip,
  IconButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Tooltip,
  Typography,
  Link,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import LockIcon from '@mui/icons-material/LockResetOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlineOutlined';
import { AppBar, Logout, TitlePortal, useTranslate, useUserMenu } from 'react-admin';
import { BerthUserMenu, LanguageMenu, MoreMenu } from './AppBarMenus';
import { useDocumentTitle } from './useDocumentTitle';
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
  ...focus
}: {
  label: string;
  icon: React.ReactNode;
  onClick: () => void;
  testId: string;
  // MUI's MenuList hands the first entry these, so the menu opens with it focused.
  autoFocus?: boolean;
  tabIndex?: number;
}) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      {...focus}
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

/** Hidden on a phone, where the bar keeps its room for the screen's title. */
const notOnPhone = { [`@media (max-width:${MOBILE_MAX}px)`]: { display: 'none' } };

/**
 * Top bar of spec §2: menu toggle, version, user guide, notifications, language, user menu. On a
 * phone the user guide, language and version go behind one "More" button (issue 35 #11).
 */
export function BerthAppBar() {
  const translate = useTranslate();
  const { data } = useBerthInfo();
  const version = useAppVersion();
  const trial = usePublicSettings()?.trial ?? false;
  const phone = useMediaQuery(`(max-width:${MOBILE_MAX}px)`);
  const wide = useMediaQuery<Theme>((t) => t.breakpoints.up('sm'));
  useDocumentTitle();
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
            {!phone && (
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
            )}
            {notificationsOn && <NotificationBell />}
            {phone ? <MoreMenu version={version} /> : <LanguageMenu />}
          </Box>
        }
        userMenu={
          <BerthUserMenu wide={wide}>
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
          </BerthUserMenu>
        }
      >
        {/* react-admin wraps the title in an inline-block, which is clipped whole rather than ending in "…". */}
        <TitlePortal sx={{ '& .RaConfigurable-root': { display: 'inline' } }} />
        <Typography variant="h6" sx={{ fontWeight: 700, mr: 1, ...notOnPhone }}>
          {translate('berth.app.title')}
        </Typography>
        {trial && (
          <Tooltip title={translate('spec.trialNotice')}>
            <Chip
              size="small"
              label={translate('berth.login.trial')}
              data-testid="trial-chip"
              sx={{ mr: 1, color: 'inherit', borderColor: 'rgba(255,255,255,0.6)', ...notOnPhone }}
              variant="outlined"
            />
          </Tooltip>
        )}
        {version && !phone && (
          <Typography variant="caption" sx={{ opacity: 0.8, mr: 2, whiteSpace: 'nowrap' }} data-testid="app-version">
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
