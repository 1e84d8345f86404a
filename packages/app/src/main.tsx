import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { signInPages } from './config/paths';
import { readStoredSession } from './lib/session/session-storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

async function showApp(arrivedByNavigation = false) {
  const { App } = await import('./app/App');
  root.render(
    <StrictMode>
      <App arrivedByNavigation={arrivedByNavigation} />
    </StrictMode>,
  );
}

async function showSignInShell(page: (typeof signInPages)[number]) {
  const { SignInShell } = await import('./app/SignInShell');
  root.render(
    <StrictMode>
      <SignInShell
        variant={page.variant}
        onLeave={(to, replace) => {
          window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
          void showApp(true);
        }}
      />
    </StrictMode>,
  );
}

// A signed-out visitor opening a sign-in page gets it without the router and the rest of the app;
// everything else, and anyone with a stored session (whom the app sends to their area), gets the app.
const signInPage = signInPages.find((page) => page.path === window.location.pathname);
void (signInPage && !readStoredSession() ? showSignInShell(signInPage) : showApp());
