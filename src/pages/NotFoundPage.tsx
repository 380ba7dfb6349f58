import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PublicFrame } from './PublicFrame';
import { currentToken } from '../dataProvider/session';

export function NotFoundPage() {
  const translate = useTranslate();
  const signedIn = !!currentToken();
  return (
    <PublicFrame title={translate('berth.notFound.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{translate('berth.notFound.body')}</Typography>
      <Button component={Link} to={signedIn ? '/' : '/login'} variant="contained">
        {translate(signedIn ? 'berth.notFound.home' : 'berth.notFound.login')}
      </Button>
    </PublicFrame>
  );
}
