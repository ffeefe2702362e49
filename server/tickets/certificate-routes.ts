/**
 * GET /api/user/certificate/result/{id}: the finisher's certificate of a ticket's result, a
 * PDF generated on request (the same hand-built PDF writer as the seeded documents), named by
 * content-disposition. No result yet: 404.
 */
import { ticketsCalls } from '../../sdk/contract/index.ts';
import { formatLongDate } from '../../sdk/format/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { isoOf } from '../catalogue/sql-values.ts';
import type { ApiApp } from '../http/api-env.ts';
import { HttpError } from '../http/http-error.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';
import type { server } from '../../sdk/i18n/ru/index.ts';
import { buildPdf } from '../seed/pdf/build-pdf.ts';
import { findDocumentFont } from '../seed/pdf/find-font.ts';
import type { TrueTypeFont } from '../seed/pdf/truetype-subset.ts';
import { heldTicket } from './ticket-views.ts';
import { ticketResult } from './tickets-routes.ts';

const cell = (value: string | number | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : String(value);

/** Mounts the certificate download. */
export function certificateRoutes(app: ApiApp, deps: AppDeps): void {
  let font: TrueTypeFont | null | undefined;
  route(app, ticketsCalls.certificate, async ({ auth, params, language }) => {
    const { user } = requireAuth(auth);
    const ticket = await heldTicket(deps.db, user.public_id, params.id, false, language);
    const result = await ticketResult(deps.db, ticket);
    if (result === undefined) throw new HttpError(404, 'server.catalogue.resultNotFound');
    font ??= findDocumentFont();
    const name = [cell(result.last_name), cell(result.first_name)].filter((part) => part !== undefined).join(' ');
    const say = (name: keyof typeof server.certificate) => serverText(`server.certificate.${name}`, language);
    const facts = [
      [say('distance'), cell(result.distance) ?? ticket.format_title],
      [say('time'), cell(result.time_result) ?? cell(result.absolute_time_result) ?? cell(result.individual_time_result)],
      [say('placeOverall'), cell(result.position_absolute) ?? cell(result.position) ?? cell(result.overallPlace)],
      [say('placeGender'), cell(result.position_gen)],
      [say('placeCategory'), cell(result.position_cat)],
      [say('startNumber'), cell(result.start_number)],
    ].filter((fact): fact is [string, string] => fact[1] !== undefined);
    const pdf = buildPdf(
      {
        title: say('title'),
        subtitle: `${ticket.event_title}, ${ticket.city_name}, ${formatLongDate(isoOf(ticket.start_time), { timeZone: ticket.timezone, lang: language })}`,
        paragraphs: [`## ${name}`, ...facts.map(([label, value]) => `${label}: ${value}`), say('congratulations')],
      },
      font,
    );
    const filename = `certificate-${ticket.ticket_number}.pdf`;
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        'cache-control': 'private, no-store',
      },
    });
  });
}
