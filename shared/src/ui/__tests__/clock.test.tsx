import { act, screen } from '@testing-library/react';
import { Clock } from '../clock';
import { renderWithTheme } from './render-with-theme';

const hhmmss = (now: Date) => now.toISOString().slice(11, 19);

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-11-21T09:15:00Z'));
});
afterEach(() => jest.useRealTimers());

describe('Clock', () => {
  it('shows the current time and ticks every second', () => {
    renderWithTheme(<Clock format={hhmmss} />);
    expect(screen.getByText('09:15:00')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('09:15:01')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByText('09:16:00')).toHaveAttribute('datetime', '2026-11-21T09:16:00.000Z');
  });

  it('stops its interval when it goes away', () => {
    const { unmount } = renderWithTheme(<Clock />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
