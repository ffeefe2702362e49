import { useAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPhoneCode, setPhone, userCalls } from '../../../../sdk/contract/index.ts';
import { useCallQuery } from '../../../../sdk/elements/index.ts';
import { sentAtOfRefusal, useResendCountdown } from '../../../../sdk/ui/form/index.ts';
import { validateSmsCode, formMessage, formatStoredPhone, validatePhone } from '../../../../sdk/forms/index.ts';
import { userAtom } from '../../../../sdk/state/index.ts';
import { Button, TextField } from '../../../../sdk/ui/index.ts';
import { PhoneField } from '../../../../sdk/ui/form/phone-field.tsx';
import { serverFieldError } from './server-field.ts';
import { SettingsBlock } from './settings-block.tsx';

type Step = 'confirmed' | 'phone' | 'code';

/**
 * The phone (account.md §2, §4, §5, §8): a confirmed phone shows with 'Ваш телефон подтвержден'
 * and 'Изменить', which opens the field again. A new phone (the kit's field: any country of the
 * masks, detected as typed) gets a code (POST
 * /api/user/phone/code): the status reads 'Ваш телефон не подтвержден' and the code field
 * shows; the right four digits (POST /api/user/new/phone) confirm it — 'Ваш телефон
 * подтвержден', the code field hides. Server messages show beside the phone or the code field.
 * Ours (issue 29 items 16, 20): 'Отправить код еще раз' counts the minute down; a code still
 * open on the server (GET /api/user `pending_phone`) brings its field back after a reload.
 */
export function PhoneBlock() {
  const { t } = useTranslation();
  const [user, setUser] = useAtom(userAtom);
  const stored = user?.phone ?? '';
  const [step, setStep] = useState<Step>(stored !== '' && user?.phone_confirmed === true ? 'confirmed' : 'phone');
  // Digits without the plus, as the kit's phone field keeps them.
  const [phone, setPhoneDigits] = useState(stored);
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [justConfirmed, setJustConfirmed] = useState(false);
  // when the code was sent: 'Отправить код еще раз' counts the server's minute down (issue 29 item 16)
  const [sentAt, setSentAt] = useState<number | undefined>(undefined);
  const waitSeconds = useResendCountdown(sentAt);
  // a code sent before a reload, still open on the server (GET /api/user, issue 29 item 20): its field again
  const pending = useCallQuery(userCalls.me, {}).data;
  const restored = useRef(false);
  useEffect(() => {
    const pendingPhone = pending?.pending_phone;
    if (restored.current || pendingPhone == null || pendingPhone === '') return;
    restored.current = true;
    setPhoneDigits(pendingPhone);
    setStep('code');
    const sent = Date.parse(pending?.pending_phone_sent_at ?? '');
    if (!Number.isNaN(sent)) setSentAt(sent);
  }, [pending]);

  const getCode = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePhone(phone);
    if (invalid !== null) {
      setPhoneError(t(invalid.key, invalid.values ?? {}));
      return;
    }
    setSending(true);
    try {
      await requestPhoneCode(phone);
      restored.current = true;
      setSentAt(Date.now());
      setCode('');
      setCodeError(undefined);
      setStep('code');
    } catch (error) {
      setPhoneError(serverFieldError(error)?.message ?? t('errors.generic'));
    } finally {
      setSending(false);
    }
  };

  const resend = async () => {
    setSending(true);
    try {
      await requestPhoneCode(phone);
      setSentAt(Date.now());
    } catch (error) {
      const refusedAt = sentAtOfRefusal(error);
      if (refusedAt === undefined) setCodeError(serverFieldError(error)?.message ?? t('errors.generic'));
      else setSentAt(refusedAt);
    } finally {
      setSending(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSmsCode(code);
    if (invalid !== null || code.trim() === '') {
      setCodeError(t(formMessage('smsCode').key));
      return;
    }
    setSending(true);
    try {
      const answer = await setPhone(phone, code.trim());
      const fresh = answer.user;
      setUser((current) => (fresh != null ? fresh : current === null ? current : { ...current, phone, phone_confirmed: true }));
      setJustConfirmed(true);
      setStep('confirmed');
    } catch (error) {
      const named = serverFieldError(error);
      if (named?.field === 'phone') {
        setPhoneError(named.message);
        setStep('phone');
      } else {
        setCodeError(named?.message ?? t('errors.generic'));
      }
    } finally {
      setSending(false);
    }
  };

  const change = () => {
    setStep('phone');
    setJustConfirmed(false);
    setPhoneDigits('');
    setCode('');
    setPhoneError(undefined);
    setCodeError(undefined);
  };

  return (
    <SettingsBlock id="me-settings-phone" title={t('settings.phone.title')}>
      {step === 'confirmed' ? (
        <div className="me-current">
          <span className="me-muted">{t('accountPages.settings.currentPhone')}</span>
          <strong className="me-current__value">{formatStoredPhone(user?.phone ?? stored)}</strong>
          <span className="acc-tag acc-tag--success" role={justConfirmed ? 'status' : undefined}>
            {t('settings.phone.confirmed')}
          </span>
          <Button variant="ghost" size="sm" onClick={change}>
            {t('settings.phone.change')}
          </Button>
        </div>
      ) : (
        <>
          {step === 'code' && (
            <div className="me-notice me-notice--warning" role="status">
              <p>{t('settings.phone.notConfirmed')}</p>
              <p className="me-muted">{t('accountPages.settings.codeSent', { phone: formatStoredPhone(phone) })}</p>
            </div>
          )}
          <form className="me-form me-form--inline" noValidate onSubmit={(event) => void (step === 'code' ? confirm(event) : getCode(event))}>
            <PhoneField
              label={stored === '' ? t('settings.phone.title') : t('accountPages.settings.newPhone')}
              required
              value={phone}
              error={phoneError}
              disabled={step === 'code'}
              onChange={(digits) => {
                setPhoneDigits(digits);
                setPhoneError(undefined);
              }}
            />
            {step === 'code' && (
              <TextField
                label={t('settings.phone.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                value={code}
                error={codeError}
                onChange={(event) => {
                  setCode(event.target.value.replace(/\D/g, ''));
                  setCodeError(undefined);
                }}
              />
            )}
            <Button type="submit" variant="secondary" loading={sending}>
              {step === 'code' ? t('settings.phone.confirm') : t('settings.phone.getCode')}
            </Button>
          </form>
          {step === 'code' && (
            <div className="me-inline-actions">
              <Button variant="ghost" size="sm" disabled={sending || waitSeconds > 0} onClick={() => void resend()}>
                {waitSeconds > 0 ? t('accountPages.settings.resendIn', { seconds: waitSeconds }) : t('accountPages.settings.resendCode')}
              </Button>
              <Button variant="ghost" size="sm" onClick={change}>
                {t('settings.phone.change')}
              </Button>
            </div>
          )}
        </>
      )}
    </SettingsBlock>
  );
}
