import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { onNotice } from '../dataProvider/notices';
import { failureText } from '../i18n/messages';

/** Shows notices raised by the HTTP layer, in the user's language. */
export function NoticeBridge() {
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(
    () =>
      onNotice((n) => {
        notify(failureText(translate, n), { type: n.type, autoHideDuration: n.autoHideDuration });
      }),
    [notify, translate],
  );
  return null;
}
