import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupTabs, removeGroupTicket } from '../../sdk/basket/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { useMessageText } from '../../sdk/elements/index.ts';
import type { ParticipantField, SizeOption } from '../../sdk/forms/index.ts';
import { Button, Tabs } from '../../sdk/ui/index.ts';
import { useBasketActions } from './basket-context.ts';
import { TicketLinePanel } from './ticket-line-panel.tsx';

export interface ParticipantTabsProps {
  /** The lines of a pre-registration group (tabs when several), or the one line of a plain ticket. */
  readonly lines: readonly BasketItem[];
  readonly group: boolean;
  readonly items: readonly BasketItem[];
  readonly sizes: readonly SizeOption[] | undefined;
  /** The active ticket, 0-based. */
  readonly active: number;
  readonly onActiveChange: (index: number) => void;
}

/**
 * The tickets of a pre-registration group (purchase.md §2, §4): one tab 'Билет N' per ticket,
 * marked while its participant form is incomplete (isErrorTab), each with the ticket's own
 * panel; a single ticket shows its panel without tabs. A field's message shows once the buyer
 * has left it (remembered per ticket across tabs), and every message once «Оплатить» was
 * pressed while it could not proceed (the card then opens the first marked tab). A ticket of
 * several can be removed on its own, with its goods and promo code; the first tab then
 * becomes active.
 */
export function ParticipantTabs({ lines, group, items, sizes, active, onActiveChange }: ParticipantTabsProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { edit, revealCount } = useBasketActions();
  const [touched, setTouched] = useState<Readonly<Record<string, ReadonlySet<string>>>>({});
  const current = lines[Math.min(active, lines.length - 1)] ?? lines[0];
  if (current === undefined) return null;

  const shows = (line: BasketItem) => (field: ParticipantField) => revealCount > 0 || (touched[line.unique_id]?.has(field) ?? false);
  const onTouch = (line: BasketItem) => (field: ParticipantField) =>
    setTouched((before) => {
      const known = before[line.unique_id] ?? new Set<string>();
      return known.has(field) ? before : { ...before, [line.unique_id]: new Set([...known, field]) };
    });
  const panel = (line: BasketItem) => <TicketLinePanel line={line} items={items} sizes={sizes} shows={shows(line)} onTouch={onTouch(line)} />;

  const groupId = current.groupId;
  const tabs = !group || groupId == null ? [] : groupTabs(items, groupId);
  if (tabs.length === 0) return panel(current);

  return (
    <Tabs
      label={t('basket.item.participants')}
      className="participants"
      items={tabs.map((tab) => ({ id: tab.uniqueId, label: text(tab.label), invalid: tab.hasError }))}
      selected={current.unique_id}
      onSelect={(id) => onActiveChange(Math.max(0, lines.findIndex((line) => line.unique_id === id)))}
    >
      {panel(current)}
      <Button
        variant="ghost"
        size="sm"
        className="participants__remove"
        onClick={() => {
          edit((list) => removeGroupTicket(list, current.unique_id).items);
          onActiveChange(0);
        }}
      >
        {t('basket.item.removeTicket')}
      </Button>
    </Tabs>
  );
}
