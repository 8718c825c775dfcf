import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoaded, type LoadState } from '../use-loaded';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const statusOf = (state: LoadState<unknown>) => state.status;

describe('useLoaded (docs/adr/0018, 0019)', () => {
  it('renders what has already arrived in the first pass, without loading', () => {
    const load = jest.fn(() => Promise.resolve('late'));
    const { result } = renderHook(() => useLoaded(() => 'here', load));
    expect(result.current[0]).toEqual({ status: 'loaded', value: 'here' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once, then shows the value', async () => {
    const next = deferred<string>();
    const load = jest.fn(() => next.promise);
    const { result, rerender } = renderHook(() => useLoaded(() => undefined, load));
    expect(statusOf(result.current[0])).toBe('loading');
    rerender();
    await act(async () => next.resolve('page'));
    expect(result.current[0]).toEqual({ status: 'loaded', value: 'page' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure, and loads again on retry', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const load = jest
      .fn<Promise<string>, []>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useLoaded(() => undefined, load));
    const failure = new Error('chunk failed');
    await act(async () => first.reject(failure));
    expect(result.current[0]).toEqual({ status: 'failed', error: failure });

    act(() => result.current[1]());
    expect(statusOf(result.current[0])).toBe('loading');
    await act(async () => second.resolve('page'));
    expect(result.current[0]).toEqual({ status: 'loaded', value: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores an answer that arrives after the component has gone', async () => {
    const next = deferred<string>();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() =>
      useLoaded(
        () => undefined,
        () => next.promise,
      ),
    );
    unmount();
    await act(async () => next.resolve('late'));
    await waitFor(() => expect(statusOf(result.current[0])).toBe('loading'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
