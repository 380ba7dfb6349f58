import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { onNotice } from '../dataProvider/notices';
import { serverMessageKey } from '../i18n';

/** Shows notices raised by the HTTP layer, in the user's language when the text is known. */
export function NoticeBridge() {
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(
    () =>
      onNotice((n) => {
        const key = serverMessageKey(n.message);
        notify(key ? translate(key) : n.message, { type: n.type, autoHideDuration: n.autoHideDuration });
      }),
    [notify, translate],
  );
  return null;
}
