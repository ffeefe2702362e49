/**
 * A form draws before its masks arrive (issue 30): the date and phone fields of the kit are
 * plain inputs that take typing until react-imask's code is in, then become masked without
 * losing what was typed, and keep the caret. The masks' modules are held back here until the
 * test lets them arrive.
 */
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getByShadowLabelText, getByShadowText } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { DateField, LazyPhoneField } from '../../sdk/ui/form/index.ts';
import { focusedIn, renderInWidget } from './support/render-in-widget.tsx';

/** Each mask module waits for its gate; `arrive` opens it. */
const gates = vi.hoisted(() => {
  const gate = () => {
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, arrive: () => open() };
  };
  return { date: gate(), phone: gate() };
});
vi.mock('../../sdk/ui/masked-field.tsx', async (original) => {
  await gates.date.opened;
  return original();
});
vi.mock('../../sdk/ui/form/phone-field.tsx', async (original) => {
  await gates.phone.opened;
  return original();
});

function Form() {
  const [date, setDate] = useState('');
  const [phone, setPhone] = useState('');
  return (
    <>
      <DateField label="Дата рождения" value={date} onChange={setDate} />
      <LazyPhoneField label="Телефон" value={phone} onChange={setPhone} />
      <output>{`date:${date} phone:${phone}`}</output>
    </>
  );
}

const input = (host: HTMLElement, label: string) => getByShadowLabelText(host, label, { selector: 'input' }) as HTMLInputElement;
const stored = (host: HTMLElement) => getByShadowText(host, /^date:/).textContent;

describe('the kit\u2019s masked fields before their masks', () => {
  it('take typing as plain fields, then show it in the mask once it is in, keeping the caret', async () => {
    const user = userEvent.setup();
    const host = await renderInWidget(() => <Form />);
    const plainDate = input(host, 'Дата рождения');
    await user.type(plainDate, '12031990');
    expect(plainDate.value).toBe('12031990');
    const plainPhone = input(host, 'Телефон');
    await user.type(plainPhone, '+7 912 345');
    expect(plainPhone.value).toBe('+7 912 345');
    expect(stored(host)).toBe('date:12031990 phone:7912345');

    // the date's mask arrives while the phone has the caret: the phone keeps it
    await act(async () => {
      gates.date.arrive();
      await gates.date.opened;
    });
    await waitFor(() => expect(input(host, 'Дата рождения')).not.toBe(plainDate));
    await waitFor(() => expect(input(host, 'Дата рождения').value).toBe('12.03.1990'));
    expect(focusedIn(host)).toBe(plainPhone);

    // the phone's mask arrives under the caret: the digits typed, masked, and the caret at their end
    await act(async () => {
      gates.phone.arrive();
      await gates.phone.opened;
    });
    await waitFor(() => expect(input(host, 'Телефон')).not.toBe(plainPhone));
    const maskedPhone = input(host, 'Телефон');
    expect(maskedPhone.value).toBe('+7 (912) 345');
    expect(focusedIn(host)).toBe(maskedPhone);
    expect(maskedPhone.selectionStart).toBe(maskedPhone.value.length);
    // typing goes on in the mask
    await user.type(maskedPhone, '6789');
    expect(maskedPhone.value).toBe('+7 (912) 345-67-89');
    expect(stored(host)).toBe('date:12.03.1990 phone:79123456789');
  });
});
