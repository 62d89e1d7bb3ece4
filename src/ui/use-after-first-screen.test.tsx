// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useAfterFirstScreen, useShownInSteps } from './use-after-first-screen.ts';
import { stubIdleCallbacks } from '../testing/idle-callbacks.ts';

// §2 Speed: what lies below the first screen waits for the page's load and an idle moment on the first visit, and
// is there at once on the pages opened after it.

const idle = stubIdleCallbacks();

/** An IntersectionObserver whose callbacks the test calls: the last one made is the element's. */
function stubIntersectionObserver(): ((entries: { isIntersecting: boolean }[]) => void)[] {
  const observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return observed;
}

function Rest() {
  const { ready } = useAfterFirstScreen();
  return <p>{ready ? 'whole' : 'first screen'}</p>;
}

it('shows the first screen until the loaded page is idle, then the rest; later pages whole at once', async () => {
  const first = render(<Rest />);
  expect(screen.getByText('first screen')).toBeTruthy();
  expect(idle).toHaveLength(1);
  await act(async () => idle[0]());
  expect(screen.getByText('whole')).toBeTruthy();
  first.unmount();
  render(<Rest />);
  expect(screen.getByText('whole')).toBeTruthy();
});

function Named({ name }: { name: string }) {
  const { ready } = useAfterFirstScreen();
  return <p>{ready ? `${name} whole` : `${name} first screen`}</p>;
}

it('reveals one waiting part per idle moment, so that each is a render and a layout of its own, not one long task', async () => {
  render(
    <>
      <Named name="football" />
      <Named name="tennis" />
    </>,
  );
  expect(idle).toHaveLength(1);
  await act(async () => idle[0]());
  expect(screen.getByText('football whole')).toBeTruthy();
  expect(screen.getByText('tennis first screen')).toBeTruthy();
  expect(idle).toHaveLength(2);
  await act(async () => idle[1]());
  expect(screen.getByText('tennis whole')).toBeTruthy();
});

function WaitsForThePlayer() {
  const { ready, near } = useAfterFirstScreen({ whenIdle: false });
  return <p ref={near}>{ready ? 'rows' : 'room kept'}</p>;
}

it('with whenIdle false, waits for its element to come near the screen, not for the idle page (a chunk of its own)', async () => {
  const observed = stubIntersectionObserver();
  render(<WaitsForThePlayer />);
  expect(idle).toHaveLength(0);
  expect(screen.getByText('room kept')).toBeTruthy();
  await act(async () => observed.at(-1)!([{ isIntersecting: true }]));
  expect(screen.getByText('rows')).toBeTruthy();
});

function Rows({ total }: { total: number }) {
  const { shown, near } = useShownInSteps(total, 3);
  return <p ref={near}>{`${shown} of ${total}`}</p>;
}

it('shows the parts below the first screen a step per idle moment, each step asking for the next idle moment; later pages whole at once', async () => {
  const first = render(<Rows total={7} />);
  expect(screen.getByText('0 of 7')).toBeTruthy();
  await act(async () => idle.at(-1)!());
  expect(screen.getByText('3 of 7')).toBeTruthy();
  await act(async () => idle.at(-1)!());
  expect(screen.getByText('6 of 7')).toBeTruthy();
  await act(async () => idle.at(-1)!());
  expect(screen.getByText('7 of 7')).toBeTruthy();
  expect(idle).toHaveLength(3);
  first.unmount();
  render(<Rows total={5} />);
  expect(screen.getByText('5 of 5')).toBeTruthy();
});

it('once the player scrolls near, takes the steps left a frame apart without waiting for idle moments', async () => {
  const observed = stubIntersectionObserver();
  render(<Rows total={9} />);
  await act(async () => idle.at(-1)!());
  expect(screen.getByText('3 of 9')).toBeTruthy();
  await act(async () => observed.at(-1)!([{ isIntersecting: true }]));
  expect(await screen.findByText('6 of 9')).toBeTruthy();
  expect(await screen.findByText('9 of 9')).toBeTruthy();
  expect(idle).toHaveLength(2);
});
