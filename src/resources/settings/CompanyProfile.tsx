import { Alert, Card, CardContent, Grid, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import type { CompanyRecord } from '../../../contract/schemas/companies';
import { useCountryName } from '../shared/countries';

const FIELDS = [
  'name',
  'code',
  'legalName',
  'country',
  'uen',
  'lei',
  'street',
  'town',
  'postalCode',
  'email',
  'billingEmail',
  'telephone',
  'website',
] as const satisfies readonly (keyof CompanyRecord)[];

/** A company user's own company, as the terminal holds it (read-only: the terminal keeps company records). */
export function CompanyProfile({ companyId }: { companyId: number }) {
  const translate = useTranslate();
  const countryName = useCountryName();
  const { data, isPending } = useGetOne<CompanyRecord>('companies', { id: companyId });
  if (isPending) return <PageLoading />;
  if (!data) return null;
  return (
    <Card>
      <CardContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('berth.master.settings.companyHint')}
        </Alert>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {FIELDS.map((f) => (
            <Grid key={f} size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(`resources.companies.fields.${f}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {(f === 'country' ? countryName(data.country) : data[f]) || '–'}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
