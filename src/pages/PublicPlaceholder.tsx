import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { PublicFrame } from './PublicFrame';
import { usePublicFrameProps } from './usePublicFrameProps';

/** A public route of the spec whose flow arrives with the accounts work: a real frame, never a blank. */
export function PublicPlaceholder({ titleKey }: { titleKey: string }) {
  const frame = usePublicFrameProps();
  const translate = frame.t;
  return (
    <PublicFrame title={translate(titleKey)} {...frame}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{translate('berth.publicPages.comingSoon')}</Typography>
      <Button component={Link} to="/login" variant="outlined">{translate('berth.publicPages.backToLogin')}</Button>
    </PublicFrame>
  );
}
