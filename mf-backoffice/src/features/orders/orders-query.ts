import {
  EMAIL_MAX_LENGTH,
  ORDER_STATUSES,
  type OrderStatus,
  PAGE_MAX,
  ROUTES,
  toQueryString,
} from 'shared-contracts';

/** The order list's view, kept in the URL so back, forward and reload keep it. */
export interface OrdersQuery {
  page: number;
  /** Only orders in this status; none: every paid order. */
  status: OrderStatus | undefined;
  /** An order code, or part of the billing or shipping e-mail; '' is no search. */
  search: string;
}

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly (string | null)[]).includes(value);

/** The view a URL's query names; anything the API would refuse reads as its default. */
export function readOrdersQuery(search: string | URLSearchParams): OrdersQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const pageText = params.get('page') ?? '';
  const page = /^\d+$/.test(pageText) ? Number(pageText) : 1;
  const status = params.get('status');
  return {
    page: page >= 1 && page <= PAGE_MAX ? page : 1,
    status: isStatus(status) ? status : undefined,
    search: (params.get('search') ?? '').trim().slice(0, EMAIL_MAX_LENGTH),
  };
}

/** The list's URL for a view: `/backoffice/orders?status=SEND&search=ana&page=2` (page 1 and no filter left out). */
export function ordersHref({ page, status, search }: OrdersQuery): string {
  return `${ROUTES.backofficeOrders}${toQueryString({ status, search, page: page > 1 ? page : undefined })}`;
}

/** Whether the view filters the list (an empty answer then means "no match" rather than "no orders"). */
export function isFiltered(query: OrdersQuery): boolean {
  return query.status !== undefined || query.search !== '';
}
