import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { lazyScreen } from '../shared/lazyScreen';

/** The record screen, at /documents/:id for everyone who may see the document (App.tsx). */
export const DocumentFormScreen = lazyScreen(() => import('./DocumentForm').then((m) => m.DocumentForm));
export const DocumentScreen = lazyScreen(() => import('./DocumentShow').then((m) => m.DocumentShow));

/** The three certificate menu entries: one resource, a list per type, one record screen. */
export const quantityDocuments = {
  list: lazyScreen(() => import('./DocumentList').then((m) => m.QuantityList)),
};
export const qualityDocuments = {
  list: lazyScreen(() => import('./DocumentList').then((m) => m.QualityList)),
};
export const billOfLadingDocuments = {
  list: lazyScreen(() => import('./DocumentList').then((m) => m.BillOfLadingList)),
};

export default { icon: DescriptionIcon, recordRepresentation: 'number' };
