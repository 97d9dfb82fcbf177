/**
 * A list still loading, shown as the shape it will have (grey rows), with its name for screen
 * readers: the screen does not jump when the rows arrive.
 */
export const ListSkeleton = ({ label, rows = 5 }: { label: string; rows?: number }) => (
  <div className="list-skeleton" role="status" aria-busy="true" aria-label={label}>
    {Array.from({ length: rows }, (_, index) => (
      <span key={index} className="skeleton-row" />
    ))}
  </div>
);
