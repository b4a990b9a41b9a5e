import { defineCall } from '../http/call';
import { WriteUsAnswerSchema, WriteUsRequestSchema } from './write-us';

// SPEC.md §7 Contact.

export const writeUsCall = defineCall({
  method: 'POST',
  path: '/support/write_us',
  auth: 'none',
  summary: 'Sends a message to the studio (stored, then mailed)',
  tag: 'support',
  body: WriteUsRequestSchema,
  answer: WriteUsAnswerSchema,
  errors: [400, 429],
});
