import { createFirstCallGate } from './first-call-gate';

describe('createFirstCallGate', () => {
  it('stops only the first notification', () => {
    const gate = createFirstCallGate();
    expect([gate.pass(), gate.pass(), gate.pass()]).toEqual([false, true, true]);
  });

  it('starts over for every gate, as every load of a page gets its own', () => {
    createFirstCallGate().pass();
    expect(createFirstCallGate().pass()).toBe(false);
  });
});
