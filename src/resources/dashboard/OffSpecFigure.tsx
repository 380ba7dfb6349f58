import { useTranslate } from 'react-admin';
import type { Figure as FigureData } from '../../../contract/schemas/dashboard';
import { Figure, linkTo } from './Figures';

/**
 * The period's off-spec certificates of quality (issue 34), one card for terminal logistics' and the
 * customer's dashboards alike: the server sends the figure only to those who may see it, so without
 * one nothing is drawn. It opens the barging list with the server's filter.
 */
export function OffSpecFigure({ figure, period }: { figure: FigureData | undefined; period: string }) {
  const translate = useTranslate();
  if (!figure) return null;
  return (
    <Figure
      name={translate('berth.quality.figure', { period })}
      testId="offSpec"
      value={figure.value}
      hint={translate('berth.quality.figureHint')}
      to={linkTo(figure.link)}
    />
  );
}
