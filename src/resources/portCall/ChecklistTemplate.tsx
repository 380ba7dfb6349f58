import { useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHECKLIST_PARTS } from '../../../contract/portCall';
import { canAccess } from '../../../contract/permissions';
import type { ChecklistItemInput, ChecklistItemRecord } from '../../../contract/schemas/portCall';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { TemplateItemDialog } from './TemplateItemDialog';
import { TemplateItemRow } from './TemplateItemRow';
import { failureText } from '../../i18n/messages';
import { focusWhenShown, usePortCallApi, useRefusal } from './usePortCall';

const KEY = ['portCall', 'checklistItems'];
const inputOf = ({ id: _id, ...item }: ChecklistItemRecord): ChecklistItemInput => item;

/** Settings › Safety checklist: the template's items by part and in order; the terminal's administrators edit it. */
export function ChecklistTemplate() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const api = usePortCallApi();
  const queryClient = useQueryClient();
  const refusal = useRefusal(['textEn', 'textZh', 'part', 'position', 'critical']);
  const editable = canAccess(useBerthInfo().data?.user, 'editTemplate', 'portCall');
  const { data } = useQuery({ queryKey: KEY, queryFn: () => api('checklistItems') });
  const [editing, setEditing] = useState<{ id: number | null; item: ChecklistItemInput } | null>(null);
  if (!data) return <PageLoading />;
  const textOf = (i: ChecklistItemInput) => (locale === 'zh' ? i.textZh : i.textEn);
  const put = async (id: number | null, item: ChecklistItemInput) =>
    id === null
      ? api('createChecklistItem', { body: item, quiet: true })
      : api('updateChecklistItem', { params: { id }, body: item, quiet: true });
  const save = async (id: number | null, item: ChecklistItemInput, done: string) => {
    try {
      await put(id, item);
      await queryClient.invalidateQueries({ queryKey: KEY });
      notify(translate(done, { text: textOf(item) }), { type: 'success' });
      return null;
    } catch (e) {
      return refusal(e);
    }
  };
  // Moving swaps two neighbours' positions (a tie is broken by one step), one call each (the
  // contract has no move call). If the second fails, the first item sits on its neighbour's
  // position: the toast says so and the list is loaded again, so what shows is what is saved.
  const move = async (items: ChecklistItemRecord[], at: number, by: -1 | 1) => {
    const a = items[at]!;
    const b = items[at + by]!;
    const [pa, pb] = a.position === b.position ? [b.position + by, a.position] : [b.position, a.position];
    let moved = false;
    let failed = false;
    try {
      await put(a.id, { ...inputOf(a), position: Math.max(0, pa) });
      moved = true;
      await put(b.id, { ...inputOf(b), position: Math.max(0, pb) });
    } catch (e) {
      failed = true;
      if (moved)
        notify(
          translate('berth.portCall.template.moveFailed', { text: textOf(a), reason: failureText(translate, e) }),
          {
            type: 'error',
          },
        );
      else refusal(e);
    }
    await queryClient.invalidateQueries({ queryKey: KEY });
    // Keyboard reordering: the moved item's same button keeps focus (its other one once it reaches
    // an end), so a second press moves it on, instead of focus falling to the page top.
    const button = (by: -1 | 1) => document.querySelector<HTMLButtonElement>(`[data-move="${a.id}:${by}"]`);
    const row = (id: number) => document.querySelector(`[data-testid="template-item-${id}"]`);
    focusWhenShown(() => {
      // Only once the list shows the new order: the buttons' disabled state follows it. After a failed move
      // the list shows what is saved, which may be the old order: the moved item's button takes focus as it is.
      const [ra, rb] = [row(a.id), row(b.id)];
      const after = ra && rb ? (rb.compareDocumentPosition(ra) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 : false;
      if (!failed && after !== (by === 1)) return null;
      const same = button(by);
      return same && !same.disabled ? same : button(by === 1 ? -1 : 1);
    });
  };
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('berth.portCall.template.title')}
          </Typography>
          {editable && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() =>
                setEditing({
                  id: null,
                  item: {
                    part: 'beforeArrival',
                    textEn: '',
                    textZh: '',
                    critical: false,
                    position: Math.max(0, ...data.map((i) => i.position)) + 10,
                    active: true,
                  },
                })
              }
            >
              {translate('berth.portCall.template.add')}
            </Button>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('berth.portCall.template.hint')}
        </Typography>
        {CHECKLIST_PARTS.map((part) => {
          const items = data.filter((i) => i.part === part).sort((a, b) => a.position - b.position || a.id - b.id);
          return (
            <Box key={part} component="section" aria-labelledby={`template-${part}`} sx={{ mb: 3 }}>
              <Typography id={`template-${part}`} variant="subtitle1" component="h3">
                {translate(`checklistPart.${part}`)}
              </Typography>
              {items.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {translate('berth.portCall.template.empty')}
                </Typography>
              )}
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {items.map((item, at) => (
                  <TemplateItemRow
                    key={item.id}
                    item={item}
                    editable={editable}
                    first={at === 0}
                    last={at === items.length - 1}
                    onMove={(by) => void move(items, at, by)}
                    onEdit={() => setEditing({ id: item.id, item: inputOf(item) })}
                    onToggle={() =>
                      void save(
                        item.id,
                        { ...inputOf(item), active: !item.active },
                        item.active ? 'berth.portCall.template.retiredDone' : 'berth.portCall.template.restoredDone',
                      )
                    }
                  />
                ))}
              </Box>
            </Box>
          );
        })}
      </CardContent>
      {editing && (
        <TemplateItemDialog
          initial={editing.item}
          isNew={editing.id === null}
          onClose={() => setEditing(null)}
          onSave={(item) => save(editing.id, item, 'berth.portCall.template.saved')}
        />
      )}
    </Card>
  );
}
