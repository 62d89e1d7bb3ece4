// The api layer's face for the prize wheel (§7 Wheel): features import from here, never from generated/.
export {
  useGetWheelPrizes,
  useGetWheelSettings,
  getGetWheelSettingsQueryKey,
  getGetWheelSettingsQueryOptions,
  useGetWheelHistory,
  getGetWheelHistoryQueryKey,
  useSpinWheel,
} from '../../generated/wheel/wheel.ts';
export type { Prize, SpinResult, SpinHistoryItem, WheelPublicSettings } from '../../generated/wheel/wheel.schemas.ts';
