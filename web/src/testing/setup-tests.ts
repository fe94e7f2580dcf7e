import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../lib/i18n';

// Route screens are lazy modules; their first import is transformed on demand, which can take more
// than the default second when every test file runs at once.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  await i18n.changeLanguage('es');
});
