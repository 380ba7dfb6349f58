import { Navigate } from 'react-router-dom';
import { PageLoading } from '../resources/shared/PageLoading';
import { useBerthInfo } from '../layout/useBerthInfo';

/** "/" sends the user to their landing path of the menu table. */
export function Landing() {
  const { data, isPending } = useBerthInfo();
  if (isPending) return <PageLoading />;
  return <Navigate to={data?.landing ?? '/login'} replace />;
}
