import { z } from 'zod';
import { lazySchema } from '../shared/lazy-schema';

/**
 * The challenge window sizes of EMV 3-D Secure 2 with the code each sends as
 * `challengeWindowSize`; docs/spec.md §9's 600×400 frame is WINDOWED_600X400, code '04'.
 */
export const CHALLENGE_WINDOW_SIZES = {
  WINDOWED_250X400: '01',
  WINDOWED_390X400: '02',
  WINDOWED_500X600: '03',
  WINDOWED_600X400: '04',
  FULL_SCREEN: '05',
} as const;
export type ChallengeWindowSize = keyof typeof CHALLENGE_WINDOW_SIZES;
const WINDOW_SIZE_NAMES = Object.keys(CHALLENGE_WINDOW_SIZES) as [
  ChallengeWindowSize,
  ...ChallengeWindowSize[],
];

const text = (max: number) => z.string().trim().min(1).max(max);
const pixels = lazySchema(() => z.number().int().min(0).max(999_999));

/**
 * The device data 3-D Secure needs from the browser (docs/spec.md §3), with EMV's bounds.
 * `timezone` is `new Date().getTimezoneOffset()`: minutes from local time to UTC (-60 in
 * Madrid in winter). The server may replace accept_header with the request's own Accept.
 */
export const BrowserDataSchema = lazySchema(() =>
  z.object({
    accept_header: text(2048),
    color_depth: z.number().int().min(1).max(64),
    java_enabled: z.boolean(),
    javascript_enabled: z.boolean(),
    language: text(35),
    screen_height: pixels,
    screen_width: pixels,
    challenge_window_size: z.enum(WINDOW_SIZE_NAMES),
    timezone: z.number().int().min(-840).max(720),
    user_agent: text(2048),
  }),
);
export type BrowserData = z.infer<typeof BrowserDataSchema>;
