import { TitlePage } from '../../shared/title-page';

/** /ask-availability: ask when a product comes back. Its screen is still to come; until then, its title. */
export default function AskAvailabilityPage() {
  return <TitlePage titleKey="contact.askAvailabilityTitle" />;
}
