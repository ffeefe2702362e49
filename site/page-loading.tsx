import { Spinner } from '../sdk/ui/spinner.tsx';

/** What the main area shows while a page's chunk loads. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner size="lg" />
    </div>
  );
}
