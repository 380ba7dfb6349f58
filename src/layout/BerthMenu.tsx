import { Box, List, type Theme } from '@mui/material';
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
import { prefetchList } from '../resources/shared/listQuery';
import { MENU_GROUPS, MENU_PATHS, menuKeysFor, type MenuKey } from '../../contract/menus';
import { isHeadOfPilot } from '../../contract/permissions';
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
 * A section's heading, as MUI's ListSubheader draws it with our transparent, 32 px lines; the
 * component itself loaded only for this (issue 32 §7).
 */
const subheaderSx = (t: Theme) =>
  ({
    boxSizing: 'border-box',
    lineHeight: '32px',
    listStyle: 'none',
    color: t.palette.text.secondary,
    fontFamily: t.typography.fontFamily,
    fontWeight: t.typography.fontWeightMedium,
    fontSize: t.typography.pxToRem(14),
    px: 2,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    bgcolor: 'transparent',
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

/** The head of pilot's Pilot Jobs shows every job (DECISIONS.md §7a), not "my" jobs as a pilot's does. */
function menuLabel(key: string, user: Parameters<typeof isHeadOfPilot>[0]): string {
  return key === 'pilotJobs' && isHeadOfPilot(user) ? 'pilotJobsAll' : key;
}

/** The side menu, built from the caller's row of the menu table (DECISIONS.md §2). */
export function BerthMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { data } = useBerthInfo();
  const badges = useMenuBadges();
  const keys = data ? menuKeysFor(data.user) : undefined;
  usePreloadScreens(keys);
  const prefetch = { queryClient: useQueryClient(), dataProvider: useDataProvider(), store: useStoreContext() };
  if (!keys || !data) return <Menu />;
  const user = data.user;
  return (
    <Menu>
      <List disablePadding component="nav" aria-label={translate('berth.menu.main')} data-testid="berth-menu">
        {keys.map((key, i) => {
          const group = MENU_GROUPS[key];
          const previous = i > 0 ? MENU_GROUPS[keys[i - 1]!] : undefined;
          // A menu of one section needs no heading.
          const sections = new Set(keys.map((k) => MENU_GROUPS[k])).size;
          const header =
            sections > 1 && group !== previous && open ? (
              <Box component="li" key={`${group}-header`} sx={subheaderSx}>
                {translate(`berth.menu.${group}`)}
              </Box>
            ) : null;
          const count = badges[key];
          const icon = count ? <CountBadge count={count}>{MENU_ICONS[key]}</CountBadge> : MENU_ICONS[key];
          return [
            header,
            <Menu.Item
              key={key}
              to={MENU_PATHS[key]}
              primaryText={translate(`berth.menu.${menuLabel(key, user)}`)}
              leftIcon={icon}
              data-menu={MENU_PATHS[key]}
              // Its code starts loading as the pointer or focus reaches it, before the click.
              onPointerEnter={() => void preloadScreen(key)}
              onFocus={() => void preloadScreen(key)}
              // A list's first page is asked for with the click, while its screen renders.
              onClick={() => prefetchList(MENU_PATHS[key], prefetch)}
            />,
          ];
        })}
      </List>
    </Menu>
  );
}
