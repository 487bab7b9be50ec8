import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import './app/global.css';
import { languageReady } from './locales/i18n';

const container = document.getElementById('root');
if (container) {
  // A user who chose English sees it from the first paint (its texts load on demand, locales/i18n).
  void languageReady.then(() =>
    createRoot(container).render(
      <StrictMode>
        <AppRoot />
      </StrictMode>,
    ),
  );
}
