/**
 * The check-in page (/checkin, issue 26; docs/checkin.md): a volunteer signs in with a staff
 * account, chooses the event city and the device's name, then scans. A buyer's account is told
 * it cannot check in and signed out.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStaffMember, type CheckinSnapshot } from '../../sdk/contract/console/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import { ForbiddenError, NetworkError } from '../../sdk/http/index.ts';
import { getRacekitStore, tokenAtom } from '../../sdk/state/index.ts';
import { signOut } from '../../sdk/checkout/index.ts';
import { CheckinSignIn } from './checkin-sign-in.tsx';
import { CityChoice } from './city-choice.tsx';
import { ScanScreen } from './scan-screen.tsx';

type Step = { readonly name: 'checking' } | { readonly name: 'sign-in'; readonly notice: string | null } | { readonly name: 'city' } | { readonly name: 'scan'; readonly snapshot: CheckinSnapshot; readonly device: string };

export function CheckinApp({ language }: { readonly language: Language }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'checking' });

  const check = useCallback(async () => {
    if ((getRacekitStore().get(tokenAtom) ?? '') === '') return setStep({ name: 'sign-in', notice: null });
    try {
      await getStaffMember();
      setStep({ name: 'city' });
    } catch (error) {
      // offline with a session: the kept copies still work, so go on to the city choice
      if (error instanceof NetworkError) return setStep({ name: 'city' });
      const notice = error instanceof ForbiddenError ? t('checkin.signIn.notStaff') : null;
      signOut();
      setStep({ name: 'sign-in', notice });
    }
  }, [t]);

  useEffect(() => {
    document.title = `${t('checkin.title')} — racekit`;
    void check();
  }, [check, t]);

  return (
    <div className="checkin">
      {step.name === 'checking' && <p role="status" aria-busy="true">{t('checkin.city.loading')}</p>}
      {step.name === 'sign-in' && <CheckinSignIn notice={step.notice} onSignedIn={() => void check()} />}
      {step.name === 'city' && <CityChoice language={language} onStart={(snapshot, device) => setStep({ name: 'scan', snapshot, device })} />}
      {step.name === 'scan' && <ScanScreen snapshot={step.snapshot} device={step.device} language={language} onChangeCity={() => setStep({ name: 'city' })} />}
      {step.name !== 'sign-in' && step.name !== 'checking' && (
        <button
          type="button"
          className="checkin-link checkin-sign-out"
          onClick={() => {
            signOut();
            setStep({ name: 'sign-in', notice: null });
          }}
        >
          {t('checkin.signIn.signOut')}
        </button>
      )}
    </div>
  );
}
