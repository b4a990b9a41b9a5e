// The DOM matchers tooling/testing/jest/dom-setup.ts installs (toBeVisible, toHaveAttribute…), for tsc.
/// <reference types="@testing-library/jest-dom" />
