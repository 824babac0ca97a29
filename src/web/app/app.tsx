import { AppRouter } from './router.tsx';
import { SessionProvider } from './session.tsx';

export function App() {
  return (
    <SessionProvider>
      <AppRouter />
    </SessionProvider>
  );
}
