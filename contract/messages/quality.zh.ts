import type { Translation } from './shape.js';
import type { qualityEn } from './quality.en.js';

export const qualityZh: Translation<typeof qualityEn> = {
  qualityTests: {
    sulphur: '硫含量',
    density15: '15 °C 密度',
    flashPoint: '闪点',
    water: '水分',
    viscosity50: '50 °C 运动黏度',
    viscosity40: '40 °C 运动黏度',
    pourPoint: '倾点',
    ron: '研究法辛烷值',
  },
  qualityFailing: {
    aboveMax: '%{test} %{result} %{unit}，高于上限 %{limit}',
    belowMin: '%{test} %{result} %{unit}，低于下限 %{limit}',
  },
  qualityNotices: {
    offSpec: '质量不合格：驳船提名 <b>#%{id}</b> 的质量证书 <b>%{number}</b>：%{tests}',
  },
  qualityLog: {
    offSpec: '%{number} 质量不合格：%{tests}',
  },
  productLimits: {
    limitTest: '请从列表中选择检测项目',
    limitTwice: '每个检测项目只能列出一次',
    laytimeHours: '装卸时间为每 1,000 吨 0 至 240 小时',
  },
};
