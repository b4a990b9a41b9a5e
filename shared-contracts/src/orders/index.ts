// HTTP contracts of the orders domain (SPEC.md §7): request and answer schemas with their types.
export {};
