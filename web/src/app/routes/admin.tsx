import { AdminPanel } from '../../features/admin/components/admin-panel';

/** `/admin`: the admin panel (the route guard lets only admins in; the server checks every call again). */
export function AdminRoute() {
  return <AdminPanel />;
}
