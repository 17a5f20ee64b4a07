/** A table's head row: one column header (`scope="col"`) for each label, in order. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, i) => (
          <th key={i} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
