import { z } from 'zod';
import { LANGUAGES, REMOTE_NAMES, lazySchema, type RemoteName } from 'shared-contracts';

/** The id of the JSON data block the server writes (shell/src/server/render-state.ts). */
export const RENDER_STATE_ID = 'shop-render';

const RenderStateSchema = lazySchema(() =>
  z.object({
    language: z.enum(LANGUAGES),
    mobile: z.boolean(),
    mounts: z.partialRecord(z.enum(REMOTE_NAMES), z.array(z.string())),
    remote: z.object({ name: z.enum(REMOTE_NAMES), rendered: z.boolean() }).optional(),
    origin: z
      .string()
      .regex(/^https?:\/\/[^/?#\s]+$/)
      .optional(),
    // Only a path of the shop's own: the server sends /error for an address that names nothing.
    location: z
      .string()
      .regex(/^\/[\w/-]*$/)
      .optional(),
  }),
);

export type ServerRenderState = z.infer<typeof RenderStateSchema>;

let serverRendered: ServerRenderState | undefined;

/**
 * How the server rendered this page, read once at start; undefined for a page the browser
 * renders alone (no server markup, or a block that cannot be read).
 */
export function takeServerRenderState(page: Document = document): ServerRenderState | undefined {
  const element = page.getElementById(RENDER_STATE_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const parsed = RenderStateSchema.safeParse(JSON.parse(element.textContent ?? 'null'));
    serverRendered = parsed.success ? parsed.data : undefined;
  } catch {
    serverRendered = undefined;
  }
  return serverRendered;
}

/** Whether the server left this remote's area to the browser (its page, or its server build failed). */
export function leftToTheBrowser(remote: RemoteName): boolean {
  return serverRendered?.remote?.name === remote && !serverRendered.remote.rendered;
}
