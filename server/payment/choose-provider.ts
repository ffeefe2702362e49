/**
 * The card provider of this process, from PAYMENT_PROVIDER (payment-settings.ts): the local
 * one (development and tests; its page at /pay/ is mounted only then) or Robokassa.
 */
import { localProvider, type LocalProvider } from './local-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentSettings } from './payment-settings.ts';
import { robokassaProvider } from './robokassa-provider.ts';

/** The provider, and the local provider again when it is the one (its pay page needs it). */
export function chooseProvider(settings: PaymentSettings): { readonly provider: PaymentProvider; readonly local: LocalProvider | undefined } {
  if (settings.provider === 'robokassa' && settings.robokassa !== undefined) {
    return { provider: robokassaProvider(settings.robokassa), local: undefined };
  }
  const local = localProvider(settings.localSecret);
  return { provider: local, local };
}
