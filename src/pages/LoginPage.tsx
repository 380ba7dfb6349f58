import { PublicFrame } from './PublicFrame';
import { LoginForm } from './LoginForm';
import { signInCalls } from './signInCalls';
import { usePublicHttp } from './publicHttp';
import { usePublicFrameProps } from './usePublicFrameProps';

/** react-admin's login page (after a sign-out inside the app); the same form as the light /login entry. */
export function LoginPage() {
  const http = usePublicHttp();
  const frame = usePublicFrameProps();
  return (
    <PublicFrame title={frame.t('berth.login.title')} {...frame}>
      <LoginForm t={frame.t} calls={signInCalls(http)} />
    </PublicFrame>
  );
}
