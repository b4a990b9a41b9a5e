// The DOM matchers tooling/jest/dom-setup.ts installs (toBeVisible, toHaveAttribute…), for tsc.
/// <reference types="@testing-library/jest-dom" />
