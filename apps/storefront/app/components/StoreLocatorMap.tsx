import { type BrandStore, type MapStyle, storeMapView } from '@kauppa/pages/views';

export type { BrandStore, MapStyle };

/**
 * The brand's stores on a map drawn from bundled data in the brand's map style: no tile server,
 * so it works offline (accounts-content §2 Store locator; `storeMapView` of `@kauppa/pages/views`).
 */
export function StoreLocatorMap({
  stores,
  mapStyle,
  label,
}: {
  stores: BrandStore[];
  mapStyle: MapStyle;
  label: string;
}) {
  const { width, height, outline, markers } = storeMapView(stores);
  return (
    <figure className="store-map">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} data-testid="store-map">
        <rect width={width} height={height} fill={mapStyle.water} />
        <path d={outline} fill={mapStyle.land} stroke={mapStyle.roads} strokeWidth={2} />
        {markers.map((marker) => (
          <g key={marker.name} transform={`translate(${marker.x},${marker.y})`}>
            <circle r={7} fill={mapStyle.marker} stroke={mapStyle.label} strokeWidth={1.5} />
            <text x={10} y={4} fontSize={13} fill={mapStyle.label}>
              {marker.city}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
