import { DEFAULT_TIME_ZONE } from '../../contract/datetime';
import { useBerthInfo } from './useBerthInfo';

/** The terminal's time zone, in which every date is shown and typed. */
export const useTimeZone = () => useBerthInfo().data?.timeZone ?? DEFAULT_TIME_ZONE;
