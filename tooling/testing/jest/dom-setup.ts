import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A page's first render loads its lazy chunk (transformed on first import): on a busy
// machine that takes more than findBy's default second, and the first test of a file failed
// for that alone. What a test waits for still has to happen; it may take up to 5 s.
configure({ asyncUtilTimeout: 5000 });
