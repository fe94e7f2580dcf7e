import type { User } from '../../api/get-user';
import { EmailVerificationNotice } from '../../features/auth/components/email-verification-notice';
import { OpenMessageCard } from '../../features/home/components/open-message-card';
import { WelcomeBanner } from '../../features/home/components/welcome-banner';
import { MessageListRegion } from '../../features/messages/components/message-list-region';

/** `/` for a signed-in user: the home's own cards, the account's notice and the sender's messages. */
export function SignedInHome({ user }: { user: User }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <WelcomeBanner username={user.username} />
      {user.isEmailVerified ? null : <EmailVerificationNotice />}
      <OpenMessageCard />
      <MessageListRegion />
    </div>
  );
}
