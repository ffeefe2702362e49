/** The volunteer's sign-in on the check-in page: e-mail and password of a staff account. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../sdk/contract/auth.ts';
import { ApiError } from '../../sdk/http/index.ts';
import { signIn } from '../../sdk/checkout/index.ts';

export function CheckinSignIn({ onSignedIn, notice }: { readonly onSignedIn: () => void; readonly notice: string | null }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(await login(email.trim(), password));
      onSignedIn();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="checkin-panel" onSubmit={(event) => void submit(event)} aria-labelledby="checkin-sign-in">
      <h1 id="checkin-sign-in">{t('checkin.signIn.heading')}</h1>
      <p>{t('checkin.signIn.hint')}</p>
      {notice !== null && <p className="checkin-error" role="alert">{notice}</p>}
      <label>
        {t('checkin.signIn.email')}
        <input type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        {t('checkin.signIn.password')}
        <input type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      {error !== null && <p className="checkin-error" role="alert">{error}</p>}
      <button type="submit" disabled={busy}>
        {t('checkin.signIn.submit')}
      </button>
    </form>
  );
}
