import { InvitationPage } from '../../features/proof-of-life/components/invitation-page';

/** `/trusted-contact#token=`: the trusted contact's invitation to the role; they accept or decline it. */
export function ContactInvitationRoute() {
  return <InvitationPage />;
}
