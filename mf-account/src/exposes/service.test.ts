import { expectServiceWiresApiBase } from 'remote-kit/testing';
import { start } from './service';

describe('the mf-account service', () => {
  it('points this bundle’s API client at the base the shell gives, and stops cleanly', () =>
    expectServiceWiresApiBase(start));
});
