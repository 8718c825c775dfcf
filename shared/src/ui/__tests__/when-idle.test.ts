import { warmLocaleData } from '../locale-data';
import { whenIdle } from '../when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('runs the task in an idle period, waiting at most the timeout', () => {
    const idle: { run: IdleRequestCallback; options?: IdleRequestOptions }[] = [];
    window.requestIdleCallback = (run, options) => idle.push({ run, options });
    window.cancelIdleCallback = jest.fn();
    const task = jest.fn();

    whenIdle(task, 1500);
    expect(task).not.toHaveBeenCalled();
    expect(idle[0]!.options).toEqual({ timeout: 1500 });
    idle[0]!.run({ didTimeout: false, timeRemaining: () => 10 });

    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancels a task that has not run', () => {
    window.requestIdleCallback = () => 7;
    window.cancelIdleCallback = jest.fn();

    whenIdle(jest.fn())();

    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('runs the task after the current one where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('warmLocaleData', () => {
  it('formats a time, a date and a number, as the dashboards will', () => {
    const time = jest.spyOn(Date.prototype, 'toLocaleTimeString');
    const date = jest.spyOn(Date.prototype, 'toLocaleDateString');
    const number = jest.spyOn(Number.prototype, 'toLocaleString');
    try {
      warmLocaleData();
      expect(time).toHaveBeenCalledTimes(1);
      expect(date).toHaveBeenCalledTimes(1);
      expect(number).toHaveBeenCalledWith('en-US');
    } finally {
      jest.restoreAllMocks();
    }
  });
});
