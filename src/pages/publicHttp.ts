import { createContext, useContext } from 'react';
import type { Http } from '../dataProvider/http';

/**
 * The HTTP function itself for public pages. react-admin's useDataProvider treats a 401 as a
 * signed-out session and redirects to /login, but on these pages a 401 is an answer to show
 * ("code error"), so they call without that wrapper.
 */
export const PublicHttp = createContext<Http | null>(null);

export function usePublicHttp(): Http {
  const http = useContext(PublicHttp);
  if (!http) throw new Error('PublicHttp is not provided');
  return http;
}
