// HTTP contracts of the backoffice domain (SPEC.md §7): request and answer schemas with their types.
export {};
