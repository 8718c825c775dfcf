// jsdom lacks TextEncoder/TextDecoder, which react-router and others need.
import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor give up after 1 s by default, which a busy 2-core machine running the other
// test parts beside these suites can exceed (docs/adr/0025). They return as soon as the element
// is there, so a longer limit only changes how long a real failure takes to report.
configure({ asyncUtilTimeout: 15_000 });
