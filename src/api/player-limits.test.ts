import { describe, expect, it } from 'vitest';
import { getGetResponsibleGamingLimitsQueryKey } from '../../generated/profile/profile.ts';
import { playerLimitsQueryKey } from './player-limits.ts';

describe('the player limits query of the bet slip', () => {
  it('shares its cache entry with the profile’s generated hooks: the limits page’s change reaches the slip at once', () => {
    expect(playerLimitsQueryKey).toEqual(getGetResponsibleGamingLimitsQueryKey());
  });
});
