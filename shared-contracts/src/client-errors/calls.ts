import { defineCall } from '../http/call';
import { ClientErrorAnswerSchema, ClientErrorReportSchema } from './client-error-report';

export const reportClientErrorCall = defineCall({
  method: 'POST',
  path: '/client-errors',
  auth: 'none',
  summary: "Reports an error of the shop's pages in the browser (logged with its stack mapped)",
  tag: 'client-errors',
  body: ClientErrorReportSchema,
  answer: ClientErrorAnswerSchema,
  errors: [400, 429],
});
