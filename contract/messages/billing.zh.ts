import type { Translation } from './shape.js';
import type { billingEn } from './billing.en.js';

export const billingZh: Translation<typeof billingEn> = {
  billing: {
    stepRefused: '状态为 %{status} 的账单记录不能被%{step}',
    creditTooLarge: '贷记金额不能超过总额 %{total}',
    creditOnInvoice: '该记录已在发票 %{number} 上：请改为对发票 %{number} 开具贷项通知单',
    statuses: { Draft: '草稿', Approved: '已批准', Invoiced: '已开票' },
    steps: { approve: '批准', correct: '更正', credit: '贷记' },
    lines: {
      berth: '泊位小时',
      quantity: '数量（吨）',
      pilot: '引航作业',
      tug: '拖轮作业',
      credit: '贷记',
      overstay: '泊位超时（小时）',
    },
    export: {
      sheet: '账单',
      record: '记录',
      nomination: '提名',
      completed: '完成时间',
      customer: '客户',
      barge: '驳船',
      status: '状态',
      berthHours: '泊位小时',
      quantity: '数量（吨）',
      pilotJobs: '引航作业',
      tugJobs: '拖轮作业',
      credits: '贷记',
      total: '合计',
      currency: '币种',
    },
  },
};
