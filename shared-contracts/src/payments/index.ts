// HTTP contracts of the payments domain (SPEC.md §7): request and answer schemas with their types.
export {};
