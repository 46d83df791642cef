/** Colour tokens as swatches with their names and values. */
export function StyleGuideSwatch({ tokens }: { tokens: Record<string, unknown> }) {
  return (
    <ul className="product-list">
      {Object.entries(tokens)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([name, value]) => (
          <li key={name} className="product-list__item">
            {/^#|^rgb|^hsl/.test(value) && <span className="swatch" style={{ background: value }} />}
            <code>{name}</code> <span>{value}</span>
          </li>
        ))}
    </ul>
  );
}
