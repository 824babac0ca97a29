import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

function mount() {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The static shell in the HTML paints first; React takes over on the next frame.
requestAnimationFrame(() => setTimeout(mount, 0));
