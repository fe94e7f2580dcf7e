import { AccessPage } from '../../features/message-access/components/access-page';

/** `/message/access`: the recipient types (or brings in `?code=`) the access code. */
export function MessageAccessRoute() {
  return <AccessPage />;
}
