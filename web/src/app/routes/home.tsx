import { PageSpinner } from '../../components/layouts/page-spinner';
import { useUser } from '../../features/auth/api/get-user';
import { EmailVerificationNotice } from '../../features/auth/components/email-verification-notice';
import { WelcomeBanner } from '../../features/home/components/welcome-banner';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { MessageListRegion } from '../../features/messages/components/message-list-region';

/** `/`: the signed-in user's home, or the landing page for a visitor. */
export function HomeRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <LandingHero />;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <WelcomeBanner username={user.username} />
      {user.isEmailVerified ? null : <EmailVerificationNotice />}
      <MessageListRegion />
    </div>
  );
}
