import type { durationEn } from './duration.en';

export const durationZh: typeof durationEn = {
  hours: '%{hours} 小时',
  minutes: '%{minutes} 分钟',
  both: '%{hours} 小时 %{minutes} 分钟',
};
