import { useTranslation } from '../locales/use-translation';

type BrandProps = { size?: number; light?: boolean };

/** Product logo and name 共治. */
export function Brand({ size = 28, light = false }: BrandProps) {
  const { t } = useTranslation();
  return (
    <span className={light ? 'brand brand--light' : 'brand'}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#DD4B37" />
        <path d="M14 40 32 16l18 24z" fill="#fff" />
        <rect x="22" y="40" width="20" height="10" rx="2" fill="#fff" />
      </svg>
      <span className="brand__name">{t('app.name')}</span>
    </span>
  );
}
