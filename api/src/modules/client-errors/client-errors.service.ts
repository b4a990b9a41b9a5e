import { type FastifyBaseLogger } from 'fastify';
import { type ClientErrorReport, scrubPersonalData } from 'shared-contracts';
import { type PositionResolver, mapStack } from './mapped-stack';

/**
 * Browser errors for the operators: each report is logged once, at warn, as `browser error`
 * under its request's id, with its stack read back to the shop's sources and the id of the
 * API call the page made last. The browser scrubbed it of personal data; it is scrubbed
 * again here, before its stack is mapped, for a browser that did not (an old release, a forged report).
 */
export class ClientErrorsService {
  constructor(private readonly positions: PositionResolver) {}

  async record(report: ClientErrorReport, log: FastifyBaseLogger): Promise<void> {
    const stack = await mapStack(scrubPersonalData(report.stack), this.positions);
    log.warn(
      {
        kind: report.kind,
        remote: report.remote,
        release: report.release,
        route: scrubPersonalData(report.route),
        message: scrubPersonalData(report.message),
        stack,
        reportedRequestId: report.request_id,
      },
      'browser error',
    );
  }
}
