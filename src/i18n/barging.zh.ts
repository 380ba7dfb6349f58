import { MESSAGES_ZH } from '../../contract/messages';
import type { bargingEn, bargingResourcesEn } from './barging.en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const bargingResourcesZh: Shape<typeof bargingResourcesEn> = {
  nominations: {
    name: '提名 |||| 提名',
    fields: MESSAGES_ZH.nominationFields,
  },
  requests: {
    name: '变更申请 |||| 变更申请',
    fields: {
      nominationId: '提名', companyName: '客户', bargeName: '驳船', type: '申请', proposed: '建议值', previous: '原值',
      note: '说明', status: '状态', requestedByName: '申请人', requestedAt: '申请时间', decidedByName: '处理人', decidedAt: '处理时间',
      reason: '原因',
    },
  },
  mooringReports: {
    name: '系泊报告 |||| 系泊报告',
    fields: {
      nominationId: '提名', bargeName: '驳船', companyName: '客户', berth: '泊位', firstLineAshore: '首缆上岸',
      allFast: '系泊完毕', castOff: '解缆离泊', linesUsed: '使用缆绳数', remarks: '备注', createdByName: '记录人', active: '有效',
    },
  },
  highVariance: {
    name: '高差异提名 |||| 高差异',
    fields: {
      id: '编号', companyName: '客户', bargeName: '驳船', productName: '产品', quantity: '提名数量（吨）', actualQuantity: '实际数量（吨）',
      variancePercent: '差异（%）', completedAt: '完成时间', justification: '说明', justifiedByName: '说明人', justified: '已说明',
    },
  },
};

export const bargingZh: Shape<typeof bargingEn> = {
  dateTypes: { createdAt: '创建时间', eta: '预计到达', bargeReadinessTime: '驳船就绪', estimatedBerthTime: '预计靠泊' },
  pilotTypes: MESSAGES_ZH.pilotTypes,
  tabs: { details: '详情', log: '日志', requests: '变更申请', documents: '文件', ullage: '空距报告' },
  actions: {
    submit: '提交', acknowledge: '确认', setReadiness: '设置就绪时间', assignJetty: '分配码头', book: '预订',
    startSigning: '开始签署', recordCq: '登记数量证书', complete: '完成', revoke: '撤销', sendEmail: '邮件通知相关方',
    preview: '预览 PDF', edit: '编辑', saveDraft: '保存草稿', saveSubmit: '保存并提交', board: '泊位看板', done: '完成',
    customCode: '海关编码', upload: '上传空距报告', delete: '删除', download: '下载', check: '为何不能用此泊位？',
  },
  dialogs: {
    readiness: '驳船何时就绪？', assign: '分配泊位', revoke: '撤销提名', recordCq: '数量证书上的数量',
    time: '日期和时间（日/月/年 时:分）', berth: '泊位', emailSent: '已为 %{count} 位收件人排队发送邮件', valid: '符合所有规则',
    invalidTime: '请按 日/月/年 时:分 输入日期和时间',
  },
  log: { automatic: '自动', from: '原状态', to: '新状态', by: '操作人', at: '时间', action: '操作', detail: '详情' },
  requests: {
    pending: '待处理', processed: '已处理', all: '全部', approve: '批准', reject: '拒绝', rejectTitle: '拒绝变更申请',
    withdraw: '撤回', approved: '申请已批准', rejected: '申请已拒绝', make: '申请变更', sent: '申请已发送',
    types: MESSAGES_ZH.requestTypes,
    statuses: MESSAGES_ZH.requestStatuses,
    note: '给码头的说明',
  },
  documents: { none: '该提名暂无证书或提单。', quantity: '数量证书', quality: '质量证书', billOfLading: '提单' },
  ullage: { none: '尚未上传空距报告。', hint: '.jpg、.png 或 .pdf，最大 10 MB', uploaded: '空距报告已上传', deleted: '空距报告已删除' },
  board: {
    title: '泊位看板', from: '起始', days: '天数', unassigned: '等待泊位', plan: '自动排程', proposals: '建议',
    acceptAll: '全部接受', accept: '接受', wait: '等待', totalWait: '总等待 %{total} 分钟（先到先得：%{fcfs} 分钟）',
    noProposals: '无需排程：此期间没有等待泊位的提名。', unplaced: '无法安排', whyNot: '为何不能用此泊位',
    dragHint: '将等待中的提名拖到泊位上，或拖动已排程的提名以调整；绿色可接受，红色显示原因。',
    planned: '计划', actual: '实际', conflict: '冲突', accepted: '已分配', moved: '已移动', none: '没有规则排除其他泊位。',
    replan: '同时重新安排已分配的提名',
  },
  highVariance: { justify: '说明', justifyTitle: '说明差异原因', justified: '说明已记录', open: '未说明', done: '已说明' },
  detail: '提名 #%{id}',
  hiddenHint: '在清除前对码头隐藏',
  lockedHint: '已确认：内容需通过变更申请修改',
};
