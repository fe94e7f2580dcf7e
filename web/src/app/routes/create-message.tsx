import { PageSpinner } from '../../components/layouts/page-spinner';
import { useUser } from '../../api/get-user';
import { CreateMessageWizard } from '../../features/messages/components/create-message-wizard';

/** `/create-message`: the creation wizard (the route guard has already made sure someone is signed in). */
export function CreateMessageRoute() {
  const { user } = useUser();
  if (!user) return <PageSpinner />;
  // Keyed by user: another account signing in on this tab starts from that account's own draft.
  return <CreateMessageWizard key={user.id} user={user} />;
}
