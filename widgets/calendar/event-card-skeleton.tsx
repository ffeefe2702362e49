/** A grey stand-in for an event card while the list loads (hidden from screen readers); calendar-shell.ts draws the same. */
export function EventCardSkeleton() {
  return (
    <div className="card card--skeleton">
      <div className="card__media skeleton" />
      <div className="card__body">
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--button" />
      </div>
    </div>
  );
}
