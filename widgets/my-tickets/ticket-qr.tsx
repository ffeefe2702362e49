import { QRCodeSVG } from 'qrcode.react';

/** The ticket's QR code: its public_id, level L, 200 px (account.md §4, §9). Loaded lazily with qrcode.react. */
export default function TicketQr({ value, label }: { value: string; label: string }) {
  return <QRCodeSVG value={value} level="L" size={200} role="img" aria-label={label} title={label} className="ticket__qr-code" />;
}
