import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './locales/i18n-core';
import { OwnerApp } from './owner-app/owner-app';
import './app/global.css';
// Elder mode's sizes and colours for the whole owner entry (keyed on html[data-elder="on"]).
import './owner-app/elder-mode.css';

// The owner H5's own entry (owner.html, issue #25): no antd and no workbench shell to first paint.
const container = document.getElementById('root');
if (container) {
  // An owner who chose English sees it from the first paint (its texts load first, issue #25).
  void languageReady.then(() =>
    createRoot(container).render(
      <StrictMode>
        <OwnerApp />
      </StrictMode>,
    ),
  );
}
