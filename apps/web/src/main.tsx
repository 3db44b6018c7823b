import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { setUnauthorizedHandler } from './lib/api';
import { clearSession } from './lib/member-data';

// A 401 on any call ends the session: clear login data and go to /logout.
setUnauthorizedHandler(() => {
  clearSession(queryClient);
  void router.navigate('/logout');
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
