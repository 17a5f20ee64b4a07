import { PRODUCT_NAME } from '../config/app';

/** The product logo: a hexagon holding a cube (three faces in three colours). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={PRODUCT_NAME}>
      <path d="M16 2 28.1 9v14L16 30 3.9 23V9z" fill="currentColor" />
      <path d="M16 8.5 22.5 12.25v7.5L16 23.5l-6.5-3.75v-7.5z" fill="#ff6b4a" />
      <path d="M16 8.5 22.5 12.25 16 16 9.5 12.25z" fill="#ffc94a" />
      <path d="M16 16 22.5 12.25v7.5L16 23.5z" fill="#4a7dff" />
    </svg>
  );
}
