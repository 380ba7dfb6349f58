import { Box, List, useTheme, type Theme } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoatOutlined';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import AnchorIcon from '@mui/icons-material/AnchorOutlined';
import PropaneTankIcon from '@mui/icons-material/PropaneTankOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import SailingIcon from '@mui/icons-material/SailingOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import ScaleIcon from '@mui/icons-material/ScaleOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUpOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import PilotJobsIcon from '@mui/icons-material/AssignmentIndOutlined';
import { useEffect, type ReactElement } from 'react';
import { Menu, useDataProvider, useSidebarState, useStoreContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { prefetchList } from '../resources/shared/listQuery';
import { MENU_GROUPS, MENU_PATHS, menuKeysFor, type MenuKey } from '../../contract/menus';
import { canAccess, isHeadOfPilot } from '../../contract/permissions';
import { useBerthInfo } from './useBerthInfo';
import { useMenuBadges } from './useMenuBadges';
import { CountBadge } from './CountBadge';
import { preloadScreen, preloadsInIdle } from '../screens';

export const MENU_ICONS: Record<MenuKey, ReactElement> = {
  dashboard: <DashboardIcon />,
  barging: <DirectionsBoatIcon />,
  unqualifiedShips: <BlockIcon />,
  jetty: <AnchorIcon />,
  tank: <PropaneTankIcon />,
  company: <BusinessIcon />,
  ship: <SailingIcon />,
  pilot: <BadgeIcon />,
  quality: <ScienceIcon />,
  quantity: <ScaleIcon />,
  billOfLading: <ReceiptLongIcon />,
  requests: <AssignmentIcon />,
  highVariance: <TrendingUpIcon />,
  pilotagePlanning: <EventNoteIcon />,
  pilotJobs: <PilotJobsIcon />,
  settings: <SettingsIcon />,
  billingRecord: <RequestQuoteIcon />,
  charges: <RequestQuoteIcon />,
  invoices: <ReceiptIcon />,
  excelLogistic: <TableChartIcon />,
  excelPilot: <TableChartIcon />,
  equipmentReport: <BuildIcon />,
  shipVetting: <VerifiedIcon />,
  mooringReport: <LinkIcon />,
  auditLog: <HistoryIcon />,
};

const PRELOAD_AFTER_MS = 1000;

/**
 * A section's heading: small and static. It was sticky over a transparent background and, once the
 * menu scrolled, drew "Operations" over "Dashboard" (issue 35 #13).
 */
const headingSx = (t: Theme) =>
  ({
    lineHeight: '28px',
    color: t.palette.text.secondary,
    fontFamily: t.typography.fontFamily,
    fontWeight: t.typography.fontWeightMedium,
    fontSize: t.typography.pxToRem(13),
    px: 2,
    mt: 0.5,
  }) as const;

/** Once the browser is idle after sign-in, the code of the menu's lists, one after another (see preloadsInIdle). */
function usePreloadScreens(keys: MenuKey[] | undefined) {
  const list = keys?.join(',');
  useEffect(() => {
    if (!list) return;
    let stopped = false;
    const preload = async () => {
      for (const key of (list.split(',') as MenuKey[]).filter(preloadsInIdle)) {
        if (stopped) return;
        await preloadScreen(key);
      }
    };
    // After the landing screen has had its code and rows (a second), then in idle time: the
    // preload must not compete with what the user waits for first.
    const timer = setTimeout(
      () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(preload, { timeout: 3000 }) : preload()),
      PRELOAD_AFTER_MS,
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [list]);
}

/**
 * An entry's label, in the words of the title of the screen it opens (issue 35 #13): the head of
 * pilot's Pilot Jobs shows every job (DECISIONS.md §7a), not "my" jobs as a pilot's does; whoever
 * cannot issue invoices sees their own company's ("My Invoices").
 */
export function menuLabel(key: MenuKey, user: Parameters<typeof isHeadOfPilot>[0] & Parameters<typeof canAccess>[0]) {
  if (key === 'pilotJobs' && isHeadOfPilot(user)) return 'pilotJobsAll';
  if (key === 'invoices' && !canAccess(user, 'issue', 'invoices')) return 'invoicesMine';
  return key;
}

/** The sections of a menu, in order, each with its entries (a menu of one section gets no heading). */
function sectionsOf(keys: MenuKey[]) {
  const sections: { group: string; keys: MenuKey[] }[] = [];
  for (const key of keys) {
    const group = MENU_GROUPS[key];
    if (sections.at(-1)?.group === group) sections.at(-1)!.keys.push(key);
    else sections.push({ group, keys: [key] });
  }
  return sections;
}

/**
 * The side menu, built from the caller's row of the menu table (DECISIONS.md §2): a navigation
 * landmark holding one list of links per section, each list named by its heading. react-admin's Menu
 * is a role=menu list, which allows only menu items inside, not headings and sub-lists (issue 35 #13).
 */
export function BerthMenu() {
  const translate = useTranslate();
  const theme = useTheme();
  const [open] = useSidebarState();
  const { pathname } = useLocation();
  const { data } = useBerthInfo();
  const badges = useMenuBadges();
  const keys = data ? menuKeysFor(data.user) : undefined;
  usePreloadScreens(keys);
  const prefetch = { queryClient: useQueryClient(), dataProvider: useDataProvider(), store: useStoreContext() };
  const sidebar = (theme as { sidebar?: { width?: number; closedWidth?: number } }).sidebar;
  const sections = keys ? sectionsOf(keys) : [];
  return (
    <Box
      component="nav"
      aria-label={translate('berth.menu.main')}
      // Named for the tests once the user's entries are in.
      data-testid={data ? 'berth-menu' : undefined}
      className={open ? 'RaMenu-open' : 'RaMenu-closed'}
      sx={{
        width: open ? (sidebar?.width ?? 240) : (sidebar?.closedWidth ?? 55),
        transition: theme.transitions.create('width', {
          easing: theme.transitions.easing.sharp,
          duration: theme.transitions.duration.leavingScreen,
        }),
        py: 0.5,
      }}
    >
      {data &&
        sections.map(({ group, keys: entries }) => {
          const headingId = `berth-menu-${group}`;
          const named = sections.length > 1;
          const heading = translate(`berth.menu.${group}`);
          return (
            <div key={group}>
              {named && open && (
                <Box id={headingId} sx={headingSx}>
                  {heading}
                </Box>
              )}
              <List
                dense
                disablePadding
                aria-labelledby={named && open ? headingId : undefined}
                aria-label={named && !open ? heading : undefined}
              >
                {entries.map((key) => {
                  const count = badges[key];
                  const icon = count ? <CountBadge count={count}>{MENU_ICONS[key]}</CountBadge> : MENU_ICONS[key];
                  const to = MENU_PATHS[key];
                  const current = pathname === to || pathname.startsWith(`${to.replace(/\/index$/, '')}/`);
                  return (
                    <li key={key}>
                      <Menu.Item
                        to={to}
                        // A link in a list of links: MUI's MenuItem would call it a menu item.
                        role="link"
                        aria-current={current ? 'page' : undefined}
                        primaryText={translate(`berth.menu.${menuLabel(key, data.user)}`)}
                        leftIcon={icon}
                        data-menu={to}
                        // Its code starts loading as the pointer or focus reaches it, before the click.
                        onPointerEnter={() => void preloadScreen(key)}
                        onFocus={() => void preloadScreen(key)}
                        // A list's first page is asked for with the click, while its screen renders.
                        onClick={() => prefetchList(to, prefetch)}
                      />
                    </li>
                  );
                })}
              </List>
            </div>
          );
        })}
    </Box>
  );
}
