import { AuthProvider } from './features/auth/auth-context.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <AuthProvider>
      <AppRouter />
    </AuthProvider>
  );
}
