export function TechnologyChips({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((technology) => (
        <li
          key={technology}
          className="rounded-full bg-brand-100 px-3 py-1 font-medium text-brand-900 text-sm"
        >
          {technology}
        </li>
      ))}
    </ul>
  );
}
