import { useCallback, useEffect, useRef, useState } from 'react';

export interface Submission {
  /** True while a request is in flight. */
  pending: boolean;
  /**
   * Runs one submission: ignored while another is in flight, given a signal that aborts
   * when the form goes away. Whatever `run` does, the form is usable again afterwards.
   */
  submit: (run: (signal: AbortSignal) => Promise<void>) => Promise<void>;
}

/** A form's request in flight: one at a time, aborted when the form unmounts. */
export function useSubmission(): Submission {
  const [pending, setPending] = useState(false);
  const inFlight = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => inFlight.current?.abort(), []);

  const submit = useCallback(async (run: (signal: AbortSignal) => Promise<void>) => {
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setPending(true);
    try {
      await run(controller.signal);
    } finally {
      inFlight.current = undefined;
      setPending(false);
    }
  }, []);

  return { pending, submit };
}
