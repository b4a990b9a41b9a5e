import { TitlePage } from '../../shared/title-page';

/** /profile: the customer's details. Its screen is still to come; until then, its title. */
export default function ProfilePage() {
  return <TitlePage titleKey="profile.title" />;
}
