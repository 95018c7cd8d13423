import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

/** Placeholder until the web app issues land: shows that the site and the API are served together. */
function Placeholder() {
  return (
    <main className="mx-auto max-w-2xl p-8 font-sans">
      <h1 className="text-3xl font-semibold text-slate-900">Maplestone Mortgage</h1>
      <p className="mt-2 text-slate-600">The site is being built. The API is up at /api/health.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
