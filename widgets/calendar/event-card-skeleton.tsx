/** A grey stand-in for an event card while the list loads (hidden from screen readers); calendar-shell.ts draws the same. */
export function EventCardSkeleton() {
  return (
    <div className="card card--skeleton">
      <div className="card__media rk-skeleton" />
      <div className="card__body">
        <span className="rk-skeleton rk-skeleton--line rk-skeleton--short" />
        <span className="rk-skeleton rk-skeleton--title" />
        <span className="rk-skeleton rk-skeleton--line" />
        <span className="rk-skeleton rk-skeleton--line rk-skeleton--short" />
        <span className="rk-skeleton rk-skeleton--button" />
      </div>
    </div>
  );
}
