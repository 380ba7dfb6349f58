import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { localiseServerMessage } from '../../i18n/serverMessages';
import { cleanNoticeHtml, isTestNotice } from './notices';

/**
 * A notification's text: in the user's language when it is one of the server's templates, the
 * test notice for "test", and cleaned once more before it reaches the page.
 */
export function NoticeText({ action }: { action: string }) {
  const translate = useTranslate();
  if (isTestNotice(action)) return <>{translate('berth.notifications.test')}</>;
  return <Box component="span" dangerouslySetInnerHTML={{ __html: cleanNoticeHtml(localiseServerMessage(action, translate)) }} />;
}
