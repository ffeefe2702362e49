import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../sdk/ui/index.ts';
import { LoadProblem } from '../load-problem.tsx';

export interface QueryViewProps<T> {
  /** The query's state, as `useCallQuery` answers it. */
  readonly query: { readonly data: T | undefined; readonly isPending: boolean; readonly isError: boolean; readonly refetch: () => unknown };
  /** What is loading, for screen readers. */
  readonly loading: string;
  readonly children: (data: T) => ReactNode;
}

/**
 * A list of the personal area while it loads (a spinner), when it failed ('Проблема при
 * загрузке' with 'Повторить', account.md §8 "collection failures"), and with its data.
 */
export function QueryView<T>({ query, loading, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isError) return <LoadProblem text={t('errors.loadProblem')} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) {
    return (
      <div className="me__loading">
        <Spinner size="lg" label={loading} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
