// What the browser reports of its errors (issue 27), and the scrubbing both sides apply.
export * from './client-error-report';
export * from './calls';
export * from './scrub-personal-data';
