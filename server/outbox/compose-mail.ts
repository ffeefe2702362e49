/**
 * A mail's three parts from one draft, in the visitor's language: the subject, a plain-text part
 * and an HTML part (a greeting, the lines, a button with the link written out beneath it for
 * clients that block buttons, "not you?" where it applies, the organiser's signature). The
 * HTML keeps to tables and inline styles, which every mail client renders.
 */
import type { Language } from '../../sdk/config/index.ts';
import { outbox as en } from '../../sdk/i18n/en/index.ts';
import { outbox as ru } from '../../sdk/i18n/ru/index.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { fillPlaceholders } from '../http/fill-placeholders.ts';

/** The mail and SMS texts of `language`. */
export const outboxTexts = (language: Language) => (language === 'en' ? en : ru);

/** One paragraph; `html` replaces its escaped text in the HTML part (a ticket with its QR code). */
export interface MailLine {
  readonly text: string;
  readonly html?: string;
}

export interface MailDraft {
  readonly language: Language;
  readonly organiser: string;
  readonly subject: string;
  readonly lines: readonly MailLine[];
  readonly action?: { readonly label: string; readonly url: string };
  /** Adds "if you did not ask for this mail…" (mails a visitor asked for: links, codes). */
  readonly notYou?: boolean;
}

export interface ComposedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: Language;
}

const paragraph = (html: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2328">${html}</p>`;

/** Composes `draft`. */
export function composeMail(draft: MailDraft): ComposedMail {
  const texts = outboxTexts(draft.language);
  const signature = fillPlaceholders(texts.signature, { organiser: draft.organiser });
  const { action } = draft;
  const text = [
    texts.greeting,
    ...draft.lines.map((line) => line.text),
    ...(action === undefined ? [] : [`${action.label}: ${action.url}`]),
    ...(draft.notYou === true ? [texts.notYou] : []),
    signature,
  ].join('\n\n');
  const button =
    action === undefined
      ? ''
      : `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#e4002b;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#57606a">${escapeHtml(texts.linkHint)}<br><a href="${escapeHtml(action.url)}" style="color:#57606a;word-break:break-all">${escapeHtml(action.url)}</a></p>`;
  const body = [
    paragraph(escapeHtml(texts.greeting)),
    ...draft.lines.map((line) => line.html ?? paragraph(escapeHtml(line.text))),
    button,
    draft.notYou === true ? paragraph(escapeHtml(texts.notYou)) : '',
    paragraph(escapeHtml(signature)),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${draft.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(draft.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px"><tr><td style="padding:32px 28px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1f2328">${escapeHtml(draft.organiser)}</p>
${body}
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { subject: draft.subject, text, html, language: draft.language };
}
