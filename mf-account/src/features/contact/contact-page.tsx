import { TitlePage } from '../../shared/title-page';

/** /contact: write to the studio. Its screen is still to come; until then, its title. */
export default function ContactPage() {
  return <TitlePage titleKey="contact.title" />;
}
