import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Figure as FigureData } from '../../../contract/schemas/dashboard';
import { linkTo } from './Figures';
import { HiddenText } from '../shared/HiddenText';

/**
 * The period's off-spec certificates of quality (issue 34), one card for terminal logistics' and the
 * customer's dashboards alike: the server sends the figure only to those who may see it, so without
 * one nothing is drawn. It opens the barging list with the server's filter.
 *
 * Drawn like the shared Figure but named by its own text (walk 34 #13, axe
 * label-content-name-mismatch): no aria-label replacing what is shown; "open the list" is added as
 * hidden text after it, so the spoken name starts with the visible name, value and hint.
 */
export function OffSpecFigure({ figure, period }: { figure: FigureData | undefined; period: string }) {
  const translate = useTranslate();
  if (!figure) return null;
  const name = translate('berth.quality.figure', { period });
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={linkTo(figure.link)} sx={{ height: '100%' }} data-figure={name}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {name}
          </Typography>
          <Typography variant="h4" component="p" sx={{ my: 0.5 }} data-testid="figure-offSpec">
            {figure.value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('berth.quality.figureHint')}
          </Typography>
          <HiddenText>{translate('berth.dashboard.open')}</HiddenText>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
