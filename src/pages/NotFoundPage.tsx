import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { PublicFrame } from './PublicFrame';
import { usePublicFrameProps } from './usePublicFrameProps';
import { currentToken } from '../dataProvider/session';

export function NotFoundPage() {
  const frame = usePublicFrameProps();
  const translate = frame.t;
  const signedIn = !!currentToken();
  return (
    <PublicFrame title={translate('berth.notFound.title')} {...frame}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('berth.notFound.body')}
      </Typography>
      <Button component={Link} to={signedIn ? '/' : '/login'} variant="contained">
        {translate(signedIn ? 'berth.notFound.home' : 'berth.notFound.login')}
      </Button>
    </PublicFrame>
  );
}
