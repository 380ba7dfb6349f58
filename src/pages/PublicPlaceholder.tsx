import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PublicFrame } from './PublicFrame';

/** A public route of the spec whose flow arrives with the accounts work: a real frame, never a blank. */
export function PublicPlaceholder({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  return (
    <PublicFrame title={translate(titleKey)}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{translate('berth.publicPages.comingSoon')}</Typography>
      <Button component={Link} to="/login" variant="outlined">{translate('berth.publicPages.backToLogin')}</Button>
    </PublicFrame>
  );
}
