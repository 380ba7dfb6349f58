import { useCallback, useId, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import LanguageIcon from '@mui/icons-material/Translate';
import MoreIcon from '@mui/icons-material/MoreVert';
import { useGetIdentity, useLocales, useLocaleState, UserMenuContextProvider, useTranslate } from 'react-admin';

/** A language's name in its own language, marked as such for a screen reader. */
const langOf = (locale: string) => (locale === 'zh' ? 'zh-CN' : 'en');

/**
 * A button that opens a menu: Enter, Space or ArrowDown open it with the first entry
 * focused (MUI's Menu), Escape closes it and focus goes back to the button (issue 35 #5).
 */
function useMenuButton() {
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const open = Boolean(anchor);
  const button = {
    id: buttonId,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key !== 'ArrowDown') return;
      e.preventDefault();
      setAnchor(e.currentTarget);
    },
  };
  const menu = {
    id: menuId,
    anchorEl: anchor,
    open,
    onClose: close,
    disableScrollLock: true,
    anchorOrigin: { vertical: 'bottom', horizontal: 'right' } as const,
    transformOrigin: { vertical: 'top', horizontal: 'right' } as const,
    slotProps: { list: { 'aria-labelledby': buttonId } },
  };
  return { button, menu, close };
}

/** The language's button: its name says what it is for and contains what it shows ("Language: EN"). */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const locales = useLocales();
  const { button, menu, close } = useMenuButton();
  const name = locales.find((l) => l.locale === locale)?.name ?? locale;
  return (
    <>
      <Button
        color="inherit"
        {...button}
        aria-label={translate('berth.appBar.languageIs', { name })}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        data-testid="language-button"
      >
        <span lang={langOf(locale)}>{name}</span>
      </Button>
      <Menu {...menu}>
        {locales.map((l) => (
          <MenuItem
            key={l.locale}
            lang={langOf(l.locale)}
            selected={l.locale === locale}
            onClick={() => {
              setLocale(l.locale);
              close();
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * On a phone, the user guide, the language and the version behind one "More" button, so the
 * screen's title keeps the bar's room ("我的引航…" was cut, issue 35 #11).
 */
export function MoreMenu({ version }: { version?: string }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const locales = useLocales();
  const { button, menu, close } = useMenuButton();
  const label = translate('berth.appBar.more');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" {...button} aria-label={label} data-testid="app-bar-more">
          <MoreIcon />
        </IconButton>
      </Tooltip>
      <Menu {...menu}>
        <MenuItem component="a" href="/user-guide.html" target="_blank" rel="noopener" onClick={close}>
          <ListItemIcon>
            <HelpIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('berth.app.userGuide')}</ListItemText>
        </MenuItem>
        <Divider />
        {locales.map((l) => (
          <MenuItem
            key={l.locale}
            role="menuitemradio"
            aria-checked={l.locale === locale}
            selected={l.locale === locale}
            onClick={() => {
              setLocale(l.locale);
              close();
            }}
          >
            <ListItemIcon>{l.locale === locale ? <LanguageIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText lang={langOf(l.locale)}>{l.name}</ListItemText>
          </MenuItem>
        ))}
        {version && <Divider />}
        {version && (
          <MenuItem disabled data-testid="app-version">
            {translate('berth.app.version', { version })}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

/**
 * The user's menu, as react-admin's UserMenu but named by what it shows (the user's name, not
 * "Profile": axe's label-content-name-mismatch) and opened by keyboard as well (issue 35 #5).
 */
export function BerthUserMenu({ wide, children }: { wide: boolean; children: ReactNode }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { button, menu, close } = useMenuButton();
  const context = useMemo(() => ({ onClose: close }), [close]);
  const fullName = identity?.fullName;
  const label = translate('ra.auth.user_menu');
  return (
    <>
      {wide && fullName ? (
        <Button
          color="inherit"
          {...button}
          startIcon={<AccountCircle />}
          sx={{ textTransform: 'none', ml: 0.5, whiteSpace: 'nowrap' }}
          data-testid="user-menu-button"
        >
          {fullName}
        </Button>
      ) : (
        <Tooltip title={fullName ?? label}>
          <IconButton
            color="inherit"
            {...button}
            aria-label={fullName ? `${label}: ${fullName}` : label}
            data-testid="user-menu-button"
          >
            <AccountCircle />
          </IconButton>
        </Tooltip>
      )}
      <UserMenuContextProvider value={context}>
        <Menu {...menu}>{children}</Menu>
      </UserMenuContextProvider>
    </>
  );
}
