// jsdom lacks TextEncoder/TextDecoder, which react-router and others need.
import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

Object.assign(globalThis, { TextEncoder, TextDecoder });
