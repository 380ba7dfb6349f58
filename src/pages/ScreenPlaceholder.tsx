import { Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { Title, useTranslate } from 'react-admin';

/** A menu screen not built yet: a clear page inside the layout, never a blank. */
export function ScreenPlaceholder({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  const screen = translate(titleKey);
  return (
    <Card sx={{ mt: 2 }} data-testid="screen-placeholder">
      <Title title={screen} />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" gutterBottom>
          {screen}
        </Typography>
        <Typography color="text.secondary">{translate('berth.placeholder.body')}</Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {translate('berth.placeholder.hint')}
        </Typography>
      </CardContent>
    </Card>
  );
}
