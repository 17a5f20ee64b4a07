import { describe, expect, it } from 'vitest';
import { mainThreadCost, percentile } from '../../bench/scroll';

const PID = 7;
const MAIN = 1;
const mark = (name: string, ts: number) => ({ name, ph: 'R', pid: PID, tid: MAIN, ts });
const task = (ts: number, dur: number, tdur: number, tid = MAIN, pid = PID) => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  tdur,
});

describe('mainThreadCost', () => {
  const events = [
    { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: PID, tid: 2, ts: 0, args: { name: 'Compositor' } },
    task(0, 10_000, 4_000),
    task(20_000, 60_000, 6_000),
    task(100_000, 5_000, 5_000),
    task(0, 90_000, 90_000, 2), // another thread: ignored
    task(0, 90_000, 90_000, MAIN, 99), // another process: ignored
    mark('irodori:batch-received:3', 20_000),
    mark('irodori:batch-committed:3', 50_000),
    mark('irodori:batch-frame:3', 100_000),
    mark('irodori:batch-painted:3', 105_000),
    mark('irodori:batch-received:4', 0), // incomplete: no other marks
  ];

  it('sums the renderer main thread tasks in CPU and wall time', () => {
    const cost = mainThreadCost(events);
    expect(cost.cpuMs).toBeCloseTo(15, 9);
    expect(cost.wallMs).toBeCloseTo(75, 9);
    expect(cost.longestCpuMs).toBeCloseTo(6, 9);
    expect(cost.longestWallMs).toBeCloseTo(60, 9);
  });

  it('charges a batch its share of the tasks in its two windows', () => {
    const cost = mainThreadCost(events);
    // received → committed covers half of the 60 ms task (6 ms CPU → 3 ms); frame → painted the whole 5 ms task.
    expect(cost.batchCpuMs.get(3)).toBeCloseTo(3 + 5, 9);
    expect(cost.batchCpuMs.has(4)).toBe(false);
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([3, 1, 2], 100)).toBe(3);
    expect(percentile([], 50)).toBeNaN();
  });
});
