import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/source-serif-4/400.css';
import '@fontsource/source-serif-4/600.css';
import '@fontsource/source-serif-4/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { config as zodConfig } from 'zod/v4/core';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';

// The site's Content-Security-Policy forbids eval (common/src/security-headers.ts). Zod would
// try `new Function` once, to compile its object parsers, and the browser would report the
// refusal as a policy violation; it parses without compiling instead.
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
