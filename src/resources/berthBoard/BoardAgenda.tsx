import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { berthLabel } from '../../../contract/berthRules';
import type { BoardData } from '../../../contract/schemas/berthBoard';
import { editPath } from '../shared/paths';
import { useFormatQuantity } from '../shared/format';
import { rangeText, useActualText } from './BerthWindow';

interface Props {
  data: BoardData | undefined;
  conflicted: Set<number>;
  format(ms: number): string;
}

/**
 * The board on a phone: each berth with its windows in time order, a tap opens the nomination. A timeline of
 * days at a readable scale is several screens wide, and dragging on a touch screen places nothing precisely.
 */
export function BoardAgenda({ data, conflicted, format }: Props) {
  const translate = useTranslate();
  const formatQuantity = useFormatQuantity();
  const navigate = useNavigate();
  const actualText = useActualText(format);
  return (
    <div data-testid="board-agenda">
      {(data?.berths ?? []).map((b) => {
        const windows = (data?.windows ?? []).filter((w) => w.berthId === b.id).sort((x, y) => x.start - y.start);
        return (
          <section key={b.id} aria-label={berthLabel(b)}>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {berthLabel(b)}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {b.minLoa}–{b.maxLoa} m{b.closures.length ? ' ⚠' : ''}
              </Typography>
            </Typography>
            {windows.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('berth.barging.board.free')}
              </Typography>
            ) : (
              <List dense disablePadding>
                {/* Each window an item of the berth's list (axe: a list holds <li>, not buttons). */}
                {windows.map((w) => (
                  <ListItem key={w.nominationId} disablePadding>
                    <ListItemButton
                      data-testid={`window-${w.nominationId}`}
                      onClick={() => navigate(editPath('nominations', w.nominationId))}
                      sx={{
                        px: 1,
                        borderLeft: 4,
                        borderColor: conflicted.has(w.nominationId) ? 'error.main' : 'primary.light',
                      }}
                    >
                      <ListItemText
                        primary={`${rangeText(format, w.start, w.end)} · #${w.nominationId} ${w.bargeName}`}
                        secondary={
                          `${w.companyName} · ${w.productName} ${formatQuantity(w.quantity)}` +
                          (w.actualStart === null
                            ? ''
                            : `\n${translate('berth.barging.board.actual')}: ${actualText(w)}`)
                        }
                        slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </section>
        );
      })}
    </div>
  );
}
