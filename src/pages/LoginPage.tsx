import { useLogin } from 'react-admin';
import { PublicFrame } from './PublicFrame';
import { LoginForm } from './LoginForm';
import { usePublicFrameProps } from './usePublicFrameProps';

/** react-admin's login page (after a sign-out inside the app); the same form as the light /login entry. */
export function LoginPage() {
  const login = useLogin();
  const frame = usePublicFrameProps();
  return (
    <PublicFrame title={frame.t('berth.login.title')} {...frame}>
      <LoginForm t={frame.t} signIn={(username, password) => login({ username, password })} />
    </PublicFrame>
  );
}
