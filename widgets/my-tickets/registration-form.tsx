import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { participantInfoPayload } from '../../sdk/basket/index.ts';
import type { BasketItem, EventFormat, ParticipantInfo, Ticket, TicketRegistration, User } from '../../sdk/contract/schemas/index.ts';
import { registerTicket } from '../../sdk/contract/index.ts';
import { formatRuDate, parseIsoDate, validateParticipantForm, type ParticipantField } from '../../sdk/forms/index.ts';
import { userAtom } from '../../sdk/state/index.ts';
import { Button } from '../../sdk/ui/index.ts';
import { ParticipantForm } from '../../sdk/ui/form/participant-form.tsx';
import { useFieldMessages, useFocusFirstInvalid } from '../../sdk/ui/form/index.ts';

export interface RegistrationFormProps {
  ticket: Ticket;
  format: EventFormat;
  onDone: () => void;
  onError: (error: unknown) => void;
  onCancel: () => void;
}

/**
 * Registration of a ticket (PUT /api/user/ticket/online): the kit's participant form for the
 * ticket's format (purchase.md §5). Loaded lazily (it carries react-imask). The form is kept
 * as the basket line it would be (the format's regions, sizes, place select, clusters,
 * licence, additional fields and age window), which the sdk's rules read; the body's `info` is
 * `participantInfoPayload` (phone digits, ISO birth date). A field's message shows once it is
 * left; 'Зарегистрировать' shows them all and focuses the first wrong field. Names, phone,
 * birth date and gender start from the ticket and the stored user.
 */
export default function RegistrationForm({ ticket, format, onDone, onError, onCancel }: RegistrationFormProps) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [line, setLine] = useState<BasketItem>(() => registrationLine(ticket, format, initialInfo(ticket, user)));
  const messages = useFieldMessages<ParticipantField>();
  const [sending, setSending] = useState(false);
  const firstInvalid = useFocusFirstInvalid<HTMLFormElement>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    messages.revealAll();
    if (!validateParticipantForm(line, { now: Date.now(), sizes: format.sizes }).valid) {
      firstInvalid.request();
      return;
    }
    setSending(true);
    try {
      await registerTicket(registrationBody(ticket, line));
      onDone();
    } catch (error) {
      setSending(false);
      onError(error);
    }
  };

  return (
    <form ref={firstInvalid.ref} className="tickets__form registration-form" noValidate onSubmit={(event) => void submit(event)}>
      <ParticipantForm
        line={line}
        sizes={format.sizes}
        shows={messages.shows}
        onTouch={messages.touch}
        onInfo={(patch) => setLine((current) => ({ ...current, info: { ...current.info, ...patch } }))}
        onLine={(patch) => setLine((current) => ({ ...current, ...patch }))}
      />
      <div className="rk-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.actions.close')}
        </Button>
        <Button type="submit" loading={sending}>
          {t('tickets.registration.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The form's first values: the ticket's names, else the user's; the user's phone, birth date and gender. */
function initialInfo(ticket: Ticket, user: User | null): ParticipantInfo {
  const info: ParticipantInfo = {};
  const firstName = ticket.info.first_name ?? user?.name;
  const lastName = ticket.info.last_name ?? user?.last_name;
  if (firstName) info.first_name = firstName;
  if (lastName) info.last_name = lastName;
  if (user?.second_name) info.second_name = user.second_name;
  if (user?.phone) info.phone = user.phone;
  const birth = user?.birth_date ? parseIsoDate(user.birth_date) : undefined;
  if (birth !== undefined) info.birth_date = formatRuDate(birth);
  if (user?.gender === 'male' || user?.gender === 'female') info.gender = user.gender;
  return info;
}

/** The ticket as the basket line the participant rules read. */
function registrationLine(ticket: Ticket, format: EventFormat, info: ParticipantInfo): BasketItem {
  return {
    unique_id: ticket.public_id,
    public_id: format.public_id,
    selector: 'ticket',
    count: 1,
    price: format.price,
    start_time: format.start_time ?? ticket.event_format.start_time,
    event_city: { public_id: format.event_city_public_id ?? '', timezone: format.timezone ?? ticket.event_format.timezone ?? null },
    age_min: format.age_min ?? null,
    age_max: format.age_max ?? null,
    regions: format.regions ?? null,
    clusters: format.clusters ?? null,
    select: format.select ?? null,
    select_field: '',
    additional_fields: format.additional_fields ?? null,
    license_file: format.license_file ?? null,
    file: null,
    proportions: format.sizes ?? null,
    shirt_unavailable: format.shirt_unavailable ?? null,
    info,
  };
}

/** PUT /api/user/ticket/online's body from the checked line. */
function registrationBody(ticket: Ticket, item: BasketItem): TicketRegistration {
  const cluster = item.info?.cluster;
  const document = cluster?.document;
  return {
    public_id: ticket.public_id,
    info: participantInfoPayload(item.info) ?? {},
    ...(cluster === undefined ? {} : { cluster: { name: cluster.name, ...(document ? { document } : {}) } }),
    ...(item.select_field ? { select_field: item.select_field } : {}),
    ...(item.license_file === true && item.file ? { license_file: item.file } : {}),
  };
}
