import type { Translation } from './shape.js';
import type { invoicesEn } from './invoices.en.js';

/** 发票与贷项通知单（DECISIONS.md §11）。 */
export const invoicesZh: Translation<typeof invoicesEn> = {
  invoices: {
    nothingToInvoice: '该公司在 %{from} 至 %{to} 期间完成的已批准账单记录中没有待开票的记录',
    notCustomer: '只能为客户公司开票：请选择客户（公司）',
    creditTooLarge: '贷项通知单不能超过 %{number} 尚可贷记的金额：%{left}',
    mixedCurrencies: '这些记录以多种货币计费（%{currencies}）：一张发票只能使用一种货币，请缩短开票期间',
    creditOfCredit: '只有发票可以用贷项通知单更正，贷项通知单不可以',
    amountCents: '金额最多保留两位小数（分）',
    noBillingEmail: '该公司没有账单电子邮箱：发票未通过电子邮件发送',
    kinds: { invoice: '发票', creditNote: '贷项通知单' },
    creditNoteLine: '贷记 %{number}：%{reason}',
  },
  invoicePdf: {
    invoiceTitle: '税务发票',
    creditNoteTitle: '贷项通知单',
    customer: '客户',
    billingEmail: '账单电子邮箱',
    period: '期间',
    issued: '开具时间',
    currency: '币种',
    corrects: '更正',
    reason: '原因',
    lines: '费用明细',
    nomination: '提名',
    item: '项目',
    quantity: '数量',
    unitPrice: '单价',
    amount: '金额',
    subtotal: '小计',
    gst: '消费税 %{percent} %',
    total: '合计',
    verifyAt: '验证网址',
    terminal: '开具方',
    address: '地址',
    gstRegistration: '消费税登记号（UEN）',
    sources: {
      berthSof: '泊位费：%{hours} 小时，取自装卸事实记录',
      berthMooring: '泊位费：%{hours} 小时，取自系泊报告',
      berthWindow: '泊位费：%{hours} 小时，取自泊位时段',
      quantity: '数量费：%{tonnes} 吨',
      pilot: '引航作业 %{jobs}',
      tug: '引航作业 %{jobs} 的拖轮',
      overstay: '超出装卸时间 %{time}（装卸时间第 %{version} 版）',
    },
    duration: { hours: '%{hours} 小时', minutes: '%{minutes} 分钟', both: '%{hours} 小时 %{minutes} 分钟' },
    rounding: '消费税按小计一次计算，四舍五入到分。',
  },
  invoiceMail: {
    issued: {
      subject: '%{terminal} 发票 %{number}',
      body: '尊敬的客户：\n\n%{company} 的发票 %{number}（金额 %{total}）已开具。\n\n在门户中查看：%{link}\n验证 PDF 真伪：%{verify}\n',
    },
    creditNote: {
      subject: '%{terminal} 贷项通知单 %{number}',
      body: '尊敬的客户：\n\n%{company} 的贷项通知单 %{number}（金额 %{total}）已开具。\n\n在门户中查看：%{link}\n验证 PDF 真伪：%{verify}\n',
    },
  },
  invoiceNotices: {
    issued: '发票 %{number} 已开具：%{total}',
    creditNote: '贷项通知单 %{number} 已开具：%{total}',
  },
};
