// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs when it is imported.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
