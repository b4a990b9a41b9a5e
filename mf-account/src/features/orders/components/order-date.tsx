import { orderDateParts } from '../order-date';

/** An order's date, UTC 'YYYY-MM-DD HH:MM:SS'. */
export function OrderDate({ date }: { date: string }) {
  const { text, iso } = orderDateParts(date);
  return <time dateTime={iso}>{text}</time>;
}
