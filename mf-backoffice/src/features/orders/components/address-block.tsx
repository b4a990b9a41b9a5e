import { useTranslation } from 'react-i18next';
import { type Address } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import styles from './address-block.module.css';

/** An address as a label would print it: name, street, place, country, then e-mail and phone. */
export function AddressBlock({ address }: { address: Address | null }) {
  const { t } = useTranslation(NAMESPACE);
  if (!address) return <span className={styles.none}>{t('orders.list.noAddress')}</span>;
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  const lines = [
    address.streetAddress,
    address.streetAddressContinued,
    [place, address.state].filter(Boolean).join(', '),
    address.country,
  ].filter(Boolean);
  return (
    <address className={styles.address}>
      <strong className={styles.name}>{address.name}</strong>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
      <span className={styles.contact}>{address.email}</span>
      {address.phoneNumber && (
        <span className={styles.contact}>
          {address.phonePrefix && `+${address.phonePrefix} `}
          {address.phoneNumber}
        </span>
      )}
    </address>
  );
}
