import type { qualityScreenEn } from './quality.en';

/** 规格限值与质量不合格的质量证书（issue 34）。 */
export const qualityScreenZh: typeof qualityScreenEn = {
  limits: {
    title: '规格限值',
    hint: '质量证书的检测结果超出这些限值时，签署后即标记为质量不合格。',
    test: '检测项目',
    min: '下限',
    max: '上限',
    add: '添加限值',
    remove: '删除%{test}',
    laytime: '每 1,000 吨装卸时间（小时）',
    laytimeHint: '留空：使用装卸时间设置的默认值',
  },
  alert: {
    title: '质量不合格',
    certificate: '质量证书 %{number}',
  },
  chip: '质量不合格',
  chipTitle: '其质量证书有检测结果超出产品限值',
  filterTrue: '质量证书不合格，签署于 %{from} – %{to}',
  filterFalse: '无不合格的质量证书',
  figure: '质量不合格证书（%{period}）',
  figureHint: '本期间签署的质量不合格的质量证书',
};
