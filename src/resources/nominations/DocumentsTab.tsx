import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isSurveyor } from '../../../contract/permissions';
import { DOCUMENT_TYPES, MAKE_STATES, mayMake } from '../../../contract/documents';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { OffSpecChip } from '../quality/OffSpecAlert';
import { DocumentNumber } from '../shared/columns';

/**
 * The nomination's certificates, bill of lading and statement of facts, each with its number and
 * status, and the ones the caller may make now (contract/documents.ts: the maker and the
 * nomination's state; the statement of facts is made by the portal at cast off, never here).
 */
export function DocumentsTab({ record }: { record: NominationRecord }) {
  const translate = useTranslate();
  const user = useBerthInfo().data?.user;
  const links = Object.entries(record.documents).flatMap(([k, link]) => (link ? [[k, link] as const] : []));
  const relation = {
    namedSurveyor: !!user && isSurveyor(user) && record.surveyors.some((s) => s.id === user.companyId),
    ownBarge: false,
  };
  const makeable = DOCUMENT_TYPES.filter(
    (type) =>
      type !== 'statementOfFacts' &&
      !record.documents[type] &&
      !!user &&
      mayMake(user, relation, type) &&
      MAKE_STATES[type].includes(record.status) &&
      (type !== 'billOfLading' || record.documents.quantity?.status === 'Signed'),
  );
  return (
    <Stack spacing={1}>
      {!links.length && <Alert severity="info">{translate('berth.barging.documents.none')}</Alert>}
      {makeable.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {makeable.map((type) => (
            <MuiButton
              key={type}
              variant="outlined"
              component={RouterLink}
              to={`/documents/new?nomination=${record.id}&type=${type}`}
              data-testid={`make-${type}`}
            >
              {translate('berth.documents.make', { type: translate(`documentTypes.${type}`) })}
            </MuiButton>
          ))}
        </Stack>
      )}
      {links.map(([k, link]) => (
        <Typography key={k}>
          {translate(`berth.barging.documents.${k}`)}{' '}
          <RouterLink to={`/documents/${link.id}`} data-testid={`document-link-${k}`}>
            <DocumentNumber>{link.number}</DocumentNumber>
          </RouterLink>{' '}
          · {translate(`documentStatuses.${link.status}`)}
          {k === 'quality' && <OffSpecChip offSpec={record.offSpec} />}
        </Typography>
      ))}
    </Stack>
  );
}
