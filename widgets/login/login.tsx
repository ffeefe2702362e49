import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AFTER_SIGN_IN_PATH, returnPath } from '../../sdk/config/index.ts';
import { useWidgetNavigate } from '../../sdk/elements/index.ts';
import { tokenAtom, userAtom } from '../../sdk/state/index.ts';
import { Button } from '../../sdk/ui/index.ts';
import { LoginScreen } from './login-screen.tsx';
import { RegistrationScreen } from './registration-screen.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';
import { useSwitchScreen, type AccountScreen } from './use-switch-screen.ts';
import { VerifyEmailScreen } from './verify-email-screen.tsx';

/** What the widget shows: the two screens of account.md §2, and the flows of its verification routes. */
export const loginModes = ['login', 'registration', 'reset', 'verify-email', 'verify-new-email'] as const;
export type LoginMode = (typeof loginModes)[number];

export interface LoginProps {
  /** The screen or flow; `login` by default. */
  readonly mode: LoginMode;
  /** The code of the mail's link, for `reset`, `verify-email` and `verify-new-email`. */
  readonly code: string | undefined;
  /** The page of the organiser's site to continue on after signing in (a path), instead of /me. */
  readonly next: string | undefined;
}

/**
 * @summary Sign-in, registration and password recovery (account.md §2, §4, §5, §8): e-mail and
 * password or phone and SMS code, 'Регистрация героя' by e-mail or phone, the recovery popup,
 * the 418 'Подтвердить почту' flow, social sign-in links, and the flows the site's
 * verification routes need. A successful sign-in goes through the sdk's `signIn` (token and user
 * stored, the guest basket merged into the user's).
 *
 * @tag racekit-login
 *
 * @attr {'login' | 'registration' | 'reset' | 'verify-email' | 'verify-new-email'} mode - `login`
 *   (default, /login and /auth), `registration` (/registration), `reset`
 *   (/verify/resetpassword/{code}, then the new-password form of /newpass), `verify-email`
 *   (/verify/email/{code}: confirms, then offers the /token page, which asks before signing in),
 *   `verify-new-email` (/verify/new/email/{code}, signed in).
 * @attr {string} code - the code of the mail's link, for `reset`, `verify-email` and `verify-new-email`.
 * @attr {string} next - a path of the organiser's site to continue on after signing in (the page the
 *   visitor came for), instead of /me; only a path of the site is taken (no other origin).
 * @attr {'ru' | 'en'} lang - `ru` or `en`; the stored language by default.
 * @attr {'light' | 'dark'} theme - `light` or `dark`; the stored theme by default.
 *
 * @event racekit:login - `{ user }` after every successful sign-in (e-mail, SMS, SMS
 *   registration, e-mail confirmation).
 * @event racekit:navigate - cancelable. `{ path: '/me' }` (or `next`) after sign-in, `{ path: '/' }`
 *   (or `next`) after an SMS registration, `/me` or `/me/setting` from the verification popups, `/` from
 *   'Вернуться на главную'. `{ path: '/registration' }` / `{ path: '/login' }` when the visitor
 *   switches screens: prevented, the host routes; not prevented, the widget switches in place
 *   (it never leaves the page for that).
 * @event racekit:back - cancelable, from 'Назад'; not prevented, `history.back()`.
 * @event racekit:error - the `mode`, `lang` or `theme` attribute has a wrong value.
 *
 * @csspart base - the card of the screen.
 * @csspart back - the 'Назад' button.
 * @csspart social - the social sign-in block.
 *
 * @cssproperty --racekit-accent - buttons, links and focus rings.
 * @cssproperty --racekit-surface - the card's background.
 * @cssproperty --racekit-radius - the card's corners.
 */
export function Login({ mode, code, next }: LoginProps) {
  // A new mode or code is a new visit: every screen starts over.
  return <LoginFlows key={`${mode}|${code ?? ''}`} mode={mode} code={code} next={returnPath(next)} />;
}

function LoginFlows({ mode, code, next }: LoginProps) {
  const [screen, setScreen] = useState<LoginMode>(mode);
  const switchScreen = useSwitchScreen(setScreen, next);
  const frame = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    // After a switch the control that was pressed is gone: focus goes to the new screen's title.
    if (!switched.current) {
      switched.current = true;
      return;
    }
    frame.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [screen]);
  return (
    <div ref={frame} className="login-flow">
      <Screen screen={screen} code={code} next={next} switchScreen={switchScreen} />
    </div>
  );
}

function Screen({ screen, code, next, switchScreen }: { screen: LoginMode; code: string | undefined; next: string | undefined; switchScreen: (screen: AccountScreen) => void }) {
  switch (screen) {
    case 'login':
      return (
        <SignedOutOnly next={next}>
          <LoginScreen onSwitch={switchScreen} next={next} />
        </SignedOutOnly>
      );
    case 'registration':
      return (
        <SignedOutOnly next={next}>
          <RegistrationScreen onSwitch={switchScreen} next={next} />
        </SignedOutOnly>
      );
    case 'reset':
      return <ResetPasswordScreen code={code} onSwitch={switchScreen} />;
    case 'verify-email':
      return <VerifyEmailScreen kind="registration" code={code} onSwitch={switchScreen} />;
    case 'verify-new-email':
      return <VerifyEmailScreen kind="new" code={code} onSwitch={switchScreen} />;
  }
}

/**
 * Login and registration are for visitors who are not signed in (account.md §2 "Route access"):
 * a signed-in visitor is offered the personal area instead of a second sign-in.
 */
function SignedOutOnly({ children, next }: { children: ReactNode; next: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useWidgetNavigate();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  if (token === null || token === '' || user === null) return children;
  return (
    <section className="login" part="base" aria-labelledby="racekit-signed-in-title">
      <h2 className="login__title" tabIndex={-1} id="racekit-signed-in-title">
        {t('account.login.signedIn')}
      </h2>
      <Button block onClick={() => navigate(next ?? AFTER_SIGN_IN_PATH)}>
        {t('account.login.toAccount')}
      </Button>
    </section>
  );
}
