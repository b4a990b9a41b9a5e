import { defineCall } from '../http/call';
import { AskAvailabilityAnswerSchema, AskAvailabilityRequestSchema } from './ask-availability';
import { WriteUsAnswerSchema, WriteUsRequestSchema } from './write-us';

// docs/spec.md §7 Contact.

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

export const askAvailabilityCall = defineCall({
  method: 'POST',
  path: '/support/ask_availability',
  auth: 'none',
  summary: "Asks the studio about a product's availability (stored, then mailed)",
  tag: 'support',
  body: AskAvailabilityRequestSchema,
  answer: AskAvailabilityAnswerSchema,
  errors: [400, 429],
});
