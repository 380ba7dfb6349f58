import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useLogout, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider';
import { STORAGE } from '../dataProvider/session';
import { logOnly } from '../logOnly';

/**
 * After sign-in, each disclaimer the user has not agreed to yet (the trial terms, the letter to
 * barge masters) is shown until agreed. The agreement is kept on the server and, per key, in the
 * browser (spec §6); a failed count load is only logged.
 */
export function DisclaimerGate() {
  const translate = useTranslate();
  const logout = useLogout();
  const [locale] = useLocaleState();
  const dp = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const unseen = useQuery({
    queryKey: ['disclaimers', 'unseen'],
    queryFn: () =>
      dp.api('countUnseenDisclaimers', { quiet: true }).catch((e: unknown) => {
        logOnly('disclaimer count failed', e);
        return 0;
      }),
  });
  const list = useQuery({
    queryKey: ['disclaimers', 'list'],
    enabled: (unseen.data ?? 0) > 0,
    queryFn: () => dp.api('disclaimers', { quiet: true }),
  });
  const next = list.data?.find((d) => d.agreedAt === null);
  if (!next || !unseen.data) return null;
  const zh = locale === 'zh';
  const agree = async () => {
    const ok = await dp.api('agreeDisclaimer', { params: { id: next.id } }).catch(() => null);
    if (!ok) return;
    localStorage.setItem(`${STORAGE.termsAgreedPrefix}${next.key}`, ok.agreedAt);
    if (next.key === 'barge-letter') localStorage.setItem(STORAGE.readBargeLetter, ok.agreedAt);
    await queryClient.invalidateQueries({ queryKey: ['disclaimers'] });
  };
  return (
    <Dialog open aria-labelledby="disclaimer-title" data-testid="disclaimer-dialog" maxWidth="sm" fullWidth>
      <DialogTitle id="disclaimer-title">{zh ? next.titleZh : next.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{zh ? next.bodyZh : next.body}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logout()}>{translate('berth.session.logoutNow')}</Button>
        <Button variant="contained" onClick={() => void agree()}>
          {translate('berth.disclaimer.agree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
