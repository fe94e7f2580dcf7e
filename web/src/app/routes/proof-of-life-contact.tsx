import { ContactPage } from '../../features/proof-of-life/components/contact-page';

/** `/proof-of-life/contact#token=`: the trusted contact's link; they stop the sending or let it go. */
export function ProofOfLifeContactRoute() {
  return <ContactPage />;
}
