// HTTP contracts of the checkout domain (SPEC.md §7): request and answer schemas with their types.
export {};
