import type { Language } from '../../sdk/config/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { fillPlaceholders } from '../http/fill-placeholders.ts';
import { composeMail, outboxTexts } from './compose-mail.ts';
import type { OutgoingMail } from './outbox.ts';

/** The account mails that carry one link (account.md §2 verification routes). */
export type LinkMailKind = 'confirmEmail' | 'resetPassword' | 'newEmail' | 'registrationAttempt';

/** A link mail in `language` to be sent to an address: its parts, its link and the code in it. */
export function linkMail(deps: AppDeps, language: Language, kind: LinkMailKind, link: string, code: string): Omit<OutgoingMail, 'to'> {
  const texts = outboxTexts(language)[kind];
  const mail = composeMail({
    language,
    organiser: deps.outbox.organiser,
    subject: texts.subject,
    lines: [{ text: texts.text }],
    action: { label: texts.action, url: link },
    notYou: true,
  });
  return { ...mail, link, code };
}

/** The text of a sign-in or confirmation code SMS. */
export function smsCodeText(deps: AppDeps, language: Language, code: string): string {
  return fillPlaceholders(outboxTexts(language).sms.code, { organiser: deps.outbox.organiser, code });
}
