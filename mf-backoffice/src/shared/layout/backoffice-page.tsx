import { PageFrame, type PageFrameProps } from 'remote-kit';

// A framed block of a back-office page is the kit's panel.
export { PagePanel as Panel } from 'remote-kit';

/**
 * A back-office page: the kit's page frame, wide with its heading at the start (a work
 * page) unless it is narrow (a sign-in form), centred then.
 */
export function BackofficePage({ width = 'wide', ...page }: Omit<PageFrameProps, 'align'>) {
  return <PageFrame width={width} align={width === 'narrow' ? 'center' : 'start'} {...page} />;
}
