import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

function mount() {
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (the shell is already on screen meanwhile).
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The static shell in the HTML paints first; React takes over on the next frame.
requestAnimationFrame(() => setTimeout(mount, 0));
