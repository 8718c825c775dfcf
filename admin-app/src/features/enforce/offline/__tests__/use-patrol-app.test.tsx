// docs/adr/0031: the plate lookup page links the patrol app's manifest while it is open and
// registers the patrol service worker for /enforce only, then asks it to keep what it loaded.
import { renderHook, waitFor } from '@testing-library/react';
import { PATROL_MANIFEST, usePatrolApp } from '../use-patrol-app';

const postMessage = jest.fn();
const register = jest.fn();

beforeEach(() => {
  postMessage.mockReset();
  register.mockReset();
  register.mockResolvedValue({ active: { postMessage } });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register },
  });
  // Service workers need a secure context (https, or localhost as in the e2e runs).
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
});

afterEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
});

it('registers the worker for /enforce and sends it the page and its same-origin files', async () => {
  // What the page has loaded (jsdom records no resources).
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [
      { name: `${window.location.origin}/main.3f9a1c2b.js` },
      { name: `${window.location.origin}/api/parking/plate_lookup` },
      { name: 'https://cdn.example/other.js' },
    ],
  });
  const { unmount } = renderHook(() => usePatrolApp());

  expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
    PATROL_MANIFEST,
  );
  expect(register).toHaveBeenCalledWith('/patrol-sw.js', { scope: '/enforce' });
  await waitFor(() => expect(postMessage).toHaveBeenCalled());
  expect(postMessage).toHaveBeenCalledWith({
    type: 'CACHE_URLS',
    payload: {
      urlsToCache: [
        `${window.location.origin}/enforce`,
        `${window.location.origin}/main.3f9a1c2b.js`,
      ],
    },
  });
  // Leaving the page: no other page offers to install the patrol app.
  unmount();
  expect(document.querySelector('link[rel="manifest"]')).toBeNull();
});

it('leaves the page working where service workers are missing', () => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
  const { unmount } = renderHook(() => usePatrolApp());
  expect(register).not.toHaveBeenCalled();
  unmount();
});
