import { classNames } from '../../../../sdk/ui/index.ts';
import type { TimedStatus } from './use-timed-status.ts';

/** Where a block's status message shows; announced politely, and kept in place while empty. */
export function StatusLine({ status }: { status: TimedStatus | null }) {
  return (
    <p className={classNames('me-form-status', status !== null && `me-form-status--${status.tone}`)} role="status" aria-live="polite">
      {status?.text ?? ''}
    </p>
  );
}
