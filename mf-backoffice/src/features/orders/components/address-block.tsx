import { useTranslation } from 'react-i18next';
import { type Address } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import styles from './address-block.module.css';

/** An address in a few lines: the street, then the place (a state named as its city said once) and the country. */
function addressLines(address: Address): string[] {
  const street = [address.streetAddress, address.streetAddressContinued].filter(Boolean).join(', ');
  const place = [
    `${address.zip} ${address.city}`.trim(),
    address.state !== address.city ? address.state : '',
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
  return [street, place].filter(Boolean);
}

/**
 * An address as a label would print it: name, street, place; then its e-mail, and its
 * phone where there is room for it (`withPhone`, an order's page).
 */
export function AddressBlock({
  address,
  withPhone = false,
}: {
  address: Address | null;
  withPhone?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (!address) return <span className={styles.none}>{t('orders.list.noAddress')}</span>;
  return (
    <address className={styles.address}>
      <strong className={styles.name}>{address.name}</strong>
      {addressLines(address).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span className={styles.contact}>{address.email}</span>
      {withPhone && address.phoneNumber && (
        <span className={styles.contact}>
          {address.phonePrefix && `+${address.phonePrefix} `}
          {address.phoneNumber}
        </span>
      )}
    </address>
  );
}
