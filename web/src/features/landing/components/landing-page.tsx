import { ClosingCallToAction } from './closing-call-to-action';
import { FeatureCards } from './feature-cards';
import { HowItWorks } from './how-it-works';
import { LandingHero } from './landing-hero';
import { ReceivedMessageCard } from './received-message-card';

/** `/` for a visitor. */
export function LandingPage() {
  return (
    <div className="grid gap-16 pb-16 sm:gap-20 sm:pb-24">
      <div className="grid gap-10 sm:gap-12">
        <LandingHero />
        <ReceivedMessageCard />
      </div>
      <HowItWorks />
      <FeatureCards />
      <ClosingCallToAction />
    </div>
  );
}
