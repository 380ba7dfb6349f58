import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { lazyScreen } from '../shared/lazyScreen';

/** Ship vetting (issue 16) at /ship-vetting/index: the list, a customer's new vetting, and a vetting's record. */
export default {
  list: lazyScreen(() => import('./VettingList').then((m) => m.VettingList)),
  create: lazyScreen(() => import('./VettingCreate').then((m) => m.VettingCreate)),
  edit: lazyScreen(() => import('./VettingShow').then((m) => m.VettingShow)),
  icon: FactCheckIcon,
  recordRepresentation: (r: { id: number; shipName: string }) => `#${r.id} ${r.shipName}`,
};
