import { Navigate } from 'react-router-dom';
import { Loading } from 'react-admin';
import { useBerthInfo } from '../layout/useBerthInfo';

/** "/" sends the user to their landing path of the menu table. */
export function Landing() {
  const { data, isPending } = useBerthInfo();
  if (isPending) return <Loading />;
  return <Navigate to={data?.landing ?? '/login'} replace />;
}
