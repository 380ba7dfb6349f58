import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { escapeHtml, type ParamValue } from '../../../contract/messages/render';
import { messageText } from '../../i18n/messages';
import { isTestNotice } from './notices';
import { useCleanHtml } from './noticeHtml';

/**
 * A notification's text: its catalogue key rendered in the user's language with every value
 * escaped, the stored HTML of rows from before keys, the test notice for "test"; cleaned once more
 * before it reaches the page.
 */
export function NoticeText({
  notice,
}: {
  notice: { action: string; key: string | null; params: Record<string, unknown> };
}) {
  const translate = useTranslate();
  const detail = notice.key ? { key: notice.key, params: notice.params as Record<string, ParamValue> } : undefined;
  const clean = useCleanHtml(messageText(translate, detail, notice.action, escapeHtml));
  if (!notice.key && isTestNotice(notice.action)) return <>{translate('berth.notifications.test')}</>;
  if ('text' in clean) return <Box component="span">{clean.text}</Box>;
  return <Box component="span" dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
