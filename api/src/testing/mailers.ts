import { type Mail, type Mailer } from '../mail/mailer';

/** A mailer that keeps what it sends in `sent`, or, with `fail`, a mail server that is down. */
export function memoryMailer(sent: Mail[], { fail = false } = {}): Mailer {
  return {
    send: async (mail) => {
      if (fail) throw new Error('the mail server is down');
      sent.push(mail);
      return 'memory';
    },
  };
}
