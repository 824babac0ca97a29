import { AdminConsole } from '../features/admin/admin-console.tsx';

/**
 * /admin: the router shows it to admins only (anyone else gets the not-found page). The console is
 * the operators' tool and stays in English in every build, marked so, so a screen reader reads it
 * as English on a page in another language.
 */
export default function AdminPage() {
  return (
    <div lang="en">
      <AdminConsole />
    </div>
  );
}
