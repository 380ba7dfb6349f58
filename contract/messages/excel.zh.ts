import type { Translation } from './shape.js';
import type { excelEn } from './excel.en.js';

export const excelZh: Translation<typeof excelEn> = {
  excel: {
    variance: {
      sheet: '差异',
      summary: '汇总',
      nomination: '提名',
      completed: '完成时间',
      customer: '客户',
      barge: '驳船',
      product: '产品',
      nominated: '提名数量（吨）',
      actual: '实际数量（吨）',
      variance: '差异（吨）',
      variancePercent: '差异（%）',
      high: '超出阈值',
      justification: '说明',
      nominations: '提名数',
      highCount: '超出阈值',
      total: '合计',
      yes: '是',
      no: '否',
    },
  },
};
