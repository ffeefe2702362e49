import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayBlock } from '../../sdk/basket/index.ts';
import { validatePaymentEmail } from '../../sdk/forms/index.ts';
import { apiUrl } from '../../sdk/http/index.ts';
import { Button, TextField, emailInputProps } from '../../sdk/ui/index.ts';
import { useMessageText } from '../../sdk/elements/index.ts';
import { TEXT_MAX } from '../../sdk/contract/schemas/index.ts';

export interface PaySectionProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  /** Why the pay button is off (sdk/basket payButtonState); empty when it is on. */
  readonly blocks: readonly PayBlock[];
  readonly paying: boolean;
  /** «Оплатить» was pressed while it could not proceed: every message shows. */
  readonly revealed: boolean;
  readonly onPay: () => void;
  /** A press of «Оплатить» while it cannot proceed. */
  readonly onReveal: () => void;
  readonly onSecurity: () => void;
}

/**
 * The e-mail the tickets go to (the e-mail rule of sdk/forms), the pay button with the reasons
 * it is off, the personal-data and offer documents, and the payment-security popup's link.
 * While the order cannot be paid the button stays focusable (`aria-disabled`) and the reasons
 * show beside it; pressing it reveals every field's message instead of paying.
 */
export function PaySection({ email, onEmailChange, blocks, paying, revealed, onPay, onReveal, onSecurity }: PaySectionProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [touched, setTouched] = useState(false);
  const emailProblem = validatePaymentEmail(email);
  const reasons = blocks.filter((block): block is Exclude<PayBlock, 'loading'> => block !== 'loading');
  const blocked = reasons.length > 0;
  const reasonsId = `rk-pay-reasons${useId()}`;

  return (
    <section className="pay" part="pay">
      <h4 className="pay__title">{t('checkout.contacts.title')}</h4>
      <TextField
        label={t('checkout.contacts.email')}
        maxLength={TEXT_MAX.email}
        {...emailInputProps}
        required
        autoComplete="email"
        value={email}
        hint={t('checkout.contacts.emailHint')}
        error={touched || revealed ? text(emailProblem) : undefined}
        onBlur={() => setTouched(true)}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <Button
        block
        className="pay__button"
        part="pay-button"
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? reasonsId : undefined}
        loading={paying}
        onClick={blocked ? onReveal : onPay}
      >
        {paying ? t('checkout.paying') : t('checkout.pay')}
      </Button>
      {blocked && (
        <ul className="pay__reasons" id={reasonsId} aria-label={t('checkout.pay')}>
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
