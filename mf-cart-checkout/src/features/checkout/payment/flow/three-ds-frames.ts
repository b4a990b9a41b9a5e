/** A 3-D Secure frame on the page: its window (to tell its messages apart) and a way to remove it. */
export interface FrameHandle {
  readonly window: () => MessageEventSource | null;
  close(): void;
}

/** The frames the payment flow opens; the page provides them (hidden-frame.ts, the challenge frame). */
export interface ThreeDSFrames {
  /** The issuer's 3DS Method page in a hidden frame, posted `threeDSMethodData`. */
  openMethodFrame(url: string, threeDSMethodData: string): FrameHandle;
  /** The issuer's challenge page in the visible 600×400 frame, posted `creq`. */
  openChallengeFrame(url: string, creq: string): Promise<FrameHandle>;
}

/** Posts fields to a frame by name, as an issuer's pages expect: a form POST, not a fetch. */
export function postToFrame(frameName: string, url: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.target = frameName;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}

let frameCount = 0;

/** A frame name no other frame on the page has. */
export function newFrameName(purpose: string): string {
  frameCount += 1;
  return `cart-threeds-${purpose}-${frameCount}`;
}

/** The hidden frame of the 3DS Method page: out of sight and of the accessibility tree, removed when done. */
export function openHiddenMethodFrame(url: string, threeDSMethodData: string): FrameHandle {
  const iframe = document.createElement('iframe');
  iframe.name = newFrameName('method');
  iframe.title = '3-D Secure';
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
  document.body.append(iframe);
  postToFrame(iframe.name, url, { threeDSMethodData });
  return { window: () => iframe.contentWindow, close: () => iframe.remove() };
}
