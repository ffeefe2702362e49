import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayBlock } from '../../sdk/basket/pay-button.ts';
import { validateEmail } from '../../sdk/forms/email.ts';
import { apiUrl } from '../../sdk/http/http-request.ts';
import { Button } from '../../sdk/ui/button.tsx';
import { TextField } from '../../sdk/ui/text-field.tsx';
import { useMessageText } from '../../sdk/elements/use-message-text.ts';

export interface PaySectionProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  /** Why the pay button is off (sdk/basket payButtonState); empty when it is on. */
  readonly blocks: readonly PayBlock[];
  readonly paying: boolean;
  readonly onPay: () => void;
  readonly onSecurity: () => void;
}

/**
 * The e-mail the tickets go to (the e-mail rule of sdk/forms), the pay button with the reasons
 * it is off, the personal-data and offer documents, and the payment-security popup's link.
 */
export function PaySection({ email, onEmailChange, blocks, paying, onPay, onSecurity }: PaySectionProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [touched, setTouched] = useState(false);
  const emailProblem = validateEmail(email);
  const reasons = blocks.filter((block): block is Exclude<PayBlock, 'loading'> => block !== 'loading');

  return (
    <section className="pay" part="pay">
      <h4 className="pay__title">{t('checkout.contacts.title')}</h4>
      <TextField
        label={t('checkout.contacts.email')}
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        value={email}
        hint={t('checkout.contacts.emailHint')}
        error={touched && emailProblem !== null ? text(emailProblem) : undefined}
        onBlur={() => setTouched(true)}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <Button block className="pay__button" part="pay-button" disabled={reasons.length > 0} loading={paying} onClick={onPay}>
        {paying ? t('checkout.paying') : t('checkout.pay')}
      </Button>
      {reasons.length > 0 && (
        <ul className="pay__reasons" aria-label={t('checkout.pay')}>
          {reasons.map((reason) => (
            <li key={reason}>{t(`checkout.blocks.${reason}`)}</li>
          ))}
        </ul>
      )}
      <p className="pay__documents">
        {t('checkout.documentsNote')}{' '}
        <a href={apiUrl('/api/files/document/pers')} target="_blank" rel="noopener noreferrer">
          {t('checkout.documents.personalData')}
        </a>
        {', '}
        <a href={apiUrl('/api/files/document/offers')} target="_blank" rel="noopener noreferrer">
          {t('checkout.documents.offer')}
        </a>
      </p>
      <button type="button" className="link-button pay__security" onClick={onSecurity}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M9 12l2 2 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('checkout.securityLink')}
      </button>
    </section>
  );
}
