/** Grey rows where the filters will be, until their counts have loaded. */
export function FacetsPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-6">
      {[2, 5, 5].map((rows, group) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are interchangeable
        <div key={group} className="grid gap-3">
          <div className="h-4 w-28 animate-pulse rounded bg-slate-200" />
          {Array.from({ length: rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are interchangeable
            <div key={row} className="h-4 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      ))}
    </div>
  );
}
