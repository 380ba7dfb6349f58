import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { onNotice } from '../dataProvider/notices';
import { localiseServerMessage } from '../i18n/serverMessages';

/** Shows notices raised by the HTTP layer, in the user's language when the text is known. */
export function NoticeBridge() {
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(
    () =>
      onNotice((n) => {
        notify(localiseServerMessage(n.message, translate), { type: n.type, autoHideDuration: n.autoHideDuration });
      }),
    [notify, translate],
  );
  return null;
}
