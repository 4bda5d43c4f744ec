import { useTranslation } from 'react-i18next';

/**
 * The application frame before the first screen can show: header with the product mark,
 * navigation skeleton, a spinner. index.html carries the same markup and styles, so the page is
 * never white — not while the scripts load, nor while start-up (sign-in, current user and company)
 * waits for the API, nor while the first screen's code arrives.
 */
export function BootFrame() {
  const { t } = useTranslation();
  return (
    <div className="boot" data-boot role="status" aria-label={t('common.loading')}>
      <header className="boot-header">
        <span className="boot-mark" aria-hidden="true">
          <svg width="19" height="19" viewBox="0 0 24 24" fill="none">
            <path
              d="M4 20 12 4l8 16M8 13h8"
              stroke="currentColor"
              strokeWidth={2.4}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <span className="boot-name">{t('app.name')}</span>
      </header>
      <nav className="boot-nav" aria-hidden="true">
        {[1, 2, 3, 4, 5, 6].map((bar) => (
          <i key={bar} />
        ))}
      </nav>
      <main className="boot-main">
        <span className="boot-spinner" />
      </main>
    </div>
  );
}
