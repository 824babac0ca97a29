import { AdminConsole } from '../features/admin/admin-console.tsx';
import { withQueryClient } from '../query-client.tsx';

/** /admin: the router shows it to admins only (anyone else gets the not-found page). */
function AdminPage() {
  return <AdminConsole />;
}

export default withQueryClient(AdminPage);
