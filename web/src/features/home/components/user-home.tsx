import type { User } from '../../../api/get-user';
import { EmailVerificationNotice } from '../../auth/components/email-verification-notice';
import { MessageListRegion } from '../../messages/components/message-list-region';
import { OpenMessageCard } from './open-message-card';
import { WelcomeBanner } from './welcome-banner';

/** `/` for a signed-in user. */
export function UserHome({ user }: { user: User }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <WelcomeBanner username={user.username} />
      {user.isEmailVerified ? null : <EmailVerificationNotice />}
      <OpenMessageCard />
      <MessageListRegion />
    </div>
  );
}
