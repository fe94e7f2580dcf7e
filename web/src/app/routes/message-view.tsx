import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { MessageView } from '../../features/message-access/components/message-view';

/** `/message/view/:code`: the recipient's message, behind its question when it has one. */
export function MessageViewRoute() {
  const { code } = useParams();
  if (!code?.trim()) return <Navigate to={paths.messageAccess.getHref()} replace />;
  // Keyed by the code: another code is another visit, from the start.
  return <MessageView key={code} code={code} />;
}
