import type { bargingEn, bargingResourcesEn } from './barging.en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const bargingResourcesZh: Shape<typeof bargingResourcesEn> = {
  nominations: {
    name: '提名 |||| 提名',
    fields: {
      id: '编号', status: '状态', companyName: '客户', bargeId: '驳船', bargeName: '驳船', productId: '产品', productName: '产品',
      tankId: '储罐', tankNumber: '储罐', quantity: '数量（吨）', bargeReadinessTime: '驳船就绪时间', pilotId: '引航员', pilotName: '引航员',
      berthAssignedAt: '泊位分配时间', jettyNumber: '码头', berthName: '泊位', eta: '预计到达时间', estimatedBerthTime: '预计靠泊时间',
      nominatedQtyMax: '提名数量上限（吨）', balanceInTank: '罐内余量（吨）', surveyorIds: '检验机构', surveyors: '检验机构',
      remarks: '备注', pilotType: '引航类型', pilotExemption: '免引航', psaContactNumber: 'PSA 联系电话',
      bargeContactNumber: '驳船联系电话', hideFromTerminal: '对码头隐藏', customCode: '海关编码', documents: '证书与提单',
      actualQuantity: '实际数量（吨）', variancePercent: '差异（%）', pendingRequests: '待处理申请', createdAt: '创建时间',
      searchValue: '搜索', statusString: '状态', searchDateType: '日期', startDate: '起', endDate: '止',
    },
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
  statuses: {
    Created: '已创建', 'Pending Approval': '待审批', Acknowledged: '已确认', 'Barge Ready': '驳船就绪', 'Jetty Assigned': '已分配码头',
    'Signing in Progress': '签署中', 'CQ Uploaded': '数量证书已上传', Completed: '已完成', Cancelled: '已取消',
    'Pending Jetty Information': '待码头信息', 'Pending Barge Readiness Time': '待驳船就绪时间', Booked: '已预订',
  },
  messages: {
    notBarge: '请选择驳船，而非船舶', unqualifiedBarge: '该驳船在不合格名单上，不能提名', tankProduct: '该储罐存放的是其他产品',
    qtyAboveMax: '数量不得超过提名数量上限', useChangeRequest: '该提名已确认：请通过变更申请修改其内容', terminalFields: '只有码头人员可以指定引航员',
    psaOnly: '只有码头物流可以填写 PSA 联系电话', surveyorCompanies: '检验机构必须是有效的检验公司', closed: '该提名已完成或已取消',
    requestState: '提名确认后、预订前才可提交变更申请', requestPending: '该提名已有同类型的待处理申请', requestDecided: '该申请已处理',
    noChange: '申请的值与提名现有值相同', notHighVariance: '该提名不属于高差异', noRecipients: '该提名的相关方没有已知的电子邮箱',
    assignmentRefused: '该泊位不能接收此提名',
    periodOrder: '结束时间必须晚于开始时间', periodTooLong: '期间最长为 31 天',
    stepRefused: '状态为“%{status}”的提名不能%{action}',
  },
  stepsPast: {
    submit: '提交', acknowledge: '确认', setReadiness: '设置就绪时间', assignJetty: '分配码头', book: '预订',
    startSigning: '送签', recordCq: '记录数量证书', complete: '完成', revoke: '撤销',
  },
  notices: {
    moved: '驳船提名 <b>#%{id}</b>（%{barge}）现为<b>%{status}</b>',
    requestMade: '驳船提名 <b>#%{id}</b>（%{barge}）有新的变更申请',
    requestDecided: '驳船提名 <b>#%{id}</b> 的变更申请<b>%{decision}</b>',
  },
  mooring: { order: '时间顺序必须为：首缆上岸、系泊完毕、解缆离泊', noBerth: '该提名尚未分配泊位' },
  rules: {
    berthInactive: '泊位 %{berth} 未投入使用',
    loaAbove: '船长 %{loa} 米超过泊位 %{berth} 上限 %{max} 米',
    loaBelow: '船长 %{loa} 米低于泊位 %{berth} 下限 %{min} 米',
    noLine: '码头 %{jetty} 没有输送 %{product} 的管线',
    jettyClosed: '码头 %{jetty} 因未解决的设备报告 #%{report}（%{equipment}）关闭',
    unqualified: '驳船 %{barge} 在不合格名单上',
    beforeReadiness: '靠泊时间 %{start} 早于驳船就绪时间 %{readiness}',
    overlap: '泊位 %{berth} 在 %{from} – %{to} 已被提名 #%{other} 占用（换班间隔 %{buffer} 分钟）',
  },
  dateTypes: { createdAt: '创建时间', eta: '预计到达', bargeReadinessTime: '驳船就绪', estimatedBerthTime: '预计靠泊' },
  pilotTypes: { PSA: 'PSA 引航员', Terminal: '码头引航员' },
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
  logActions: {
    1: '待物流处理', 2: '待检查员处理', 3: '检查员已回复', 4: '锚地检查', 5: '已拒绝', 6: '已接受', 7: '待观察', 8: '需要更多信息',
    9: '客户已上传文件', 10: '信息已修改', 11: '已过期', 12: '已暂停', 13: '状态更新', 14: '客户已创建申请', 15: '客户已删除申请',
  },
  log: { automatic: '自动', from: '原状态', to: '新状态', by: '操作人', at: '时间', action: '操作', detail: '详情' },
  requests: {
    pending: '待处理', processed: '已处理', all: '全部', approve: '批准', reject: '拒绝', rejectTitle: '拒绝变更申请',
    withdraw: '撤回', approved: '申请已批准', rejected: '申请已拒绝', make: '申请变更', sent: '申请已发送',
    types: { modification: '修改', nominatedQtyMax: '提名数量上限', product: '产品', tank: '储罐' },
    statuses: { Pending: '待处理', Approved: '已批准', Rejected: '已拒绝', Withdrawn: '已撤回' },
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
