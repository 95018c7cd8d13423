import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { loadRuntimeConfig } from './lib/config';
import './index.css';

// The runtime configuration (Cognito pool) is fetched at start; Amplify itself loads only when needed.
void loadRuntimeConfig().catch((error) => console.error('Could not load /config.json', error));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
