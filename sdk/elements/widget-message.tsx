import { type ReactNode } from 'react';

/** The short message a widget shows in place of its content (bad attribute, crash). */
export function WidgetMessage({ children }: { children: ReactNode }) {
  return (
    <div className="rk-widget-message" role="alert" part="message">
      <svg className="rk-widget-message__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </div>
  );
}
