import type { bargingTextsEn } from './barging.en.js';
import type { Translation } from './shape.js';

export const bargingTextsZh: Translation<typeof bargingTextsEn> = {
  nominations: {
    notBarge: '请选择驳船，而非船舶', unqualifiedBarge: '该驳船在不合格名单上，不能提名', tankProduct: '该储罐存放的是其他产品',
    qtyAboveMax: '数量不得超过提名数量上限', useChangeRequest: '该提名已确认：请通过变更申请修改其内容', terminalFields: '只有码头人员可以指定引航员',
    psaOnly: '只有码头物流可以填写 PSA 联系电话', surveyorCompanies: '检验机构必须是有效的检验公司', closed: '该提名已完成或已取消',
    requestState: '提名确认后、预订前才可提交变更申请', requestPending: '该提名已有同类型的待处理申请', requestDecided: '该申请已处理',
    noChange: '申请的值与提名现有值相同', notHighVariance: '该提名不属于高差异', noRecipients: '该提名的相关方没有已知的电子邮箱',
    assignmentRefused: '该泊位不能接收此提名',
    periodOrder: '结束时间必须晚于开始时间', periodTooLong: '期间最长为 31 天',
    stepRefused: '状态为“%{status}”的提名不能%{action}',
    unknownStatus: '未知状态',
    proposeChange: '请至少提出一项变更',
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
  notices: {
    moved: '驳船提名 <b>#%{id}</b>（%{barge}）现为<b>%{status}</b>',
    requestMade: '驳船提名 <b>#%{id}</b>（%{barge}）有新的变更申请',
    requestDecided: '驳船提名 <b>#%{id}</b> 的变更申请<b>%{decision}</b>',
  },
  statuses: {
    Created: '已创建', 'Pending Approval': '待审批', Acknowledged: '已确认', 'Barge Ready': '驳船就绪', 'Jetty Assigned': '已分配码头',
    'Signing in Progress': '签署中', 'CQ Uploaded': '数量证书已上传', Completed: '已完成', Cancelled: '已取消',
    'Pending Jetty Information': '待码头信息', 'Pending Barge Readiness Time': '待驳船就绪时间', Booked: '已预订',
  },
  steps: {
    submit: '提交', acknowledge: '确认', setReadiness: '设置就绪时间', assignJetty: '分配码头', book: '预订',
    startSigning: '送签', recordCq: '记录数量证书', complete: '完成', revoke: '撤销',
  },
  logActions: {
    1: '待物流处理', 2: '待检查员处理', 3: '检查员已回复', 4: '锚地检查', 5: '已拒绝', 6: '已接受', 7: '待观察', 8: '需要更多信息',
    9: '客户已上传文件', 10: '信息已修改', 11: '已过期', 12: '已暂停', 13: '状态更新', 14: '客户已创建申请', 15: '客户已删除申请',
  },
  requestTypes: { modification: '修改', nominatedQtyMax: '提名数量上限', product: '产品', tank: '储罐' },
  requestStatuses: { Pending: '待处理', Approved: '已批准', Rejected: '已拒绝', Withdrawn: '已撤回' },
  requestDecisions: { Approved: '已批准', Rejected: '已拒绝', Withdrawn: '已撤回' },
  pilotTypes: { PSA: 'PSA 引航员', Terminal: '码头引航员' },
  nominationFields: {
    id: '编号', status: '状态', companyName: '客户', bargeId: '驳船', bargeName: '驳船', productId: '产品', productName: '产品',
    tankId: '储罐', tankNumber: '储罐', quantity: '数量（吨）', bargeReadinessTime: '驳船就绪时间', pilotId: '引航员', pilotName: '引航员',
    berthAssignedAt: '泊位分配时间', jettyNumber: '码头', berthName: '泊位', eta: '预计到达时间', estimatedBerthTime: '预计靠泊时间',
    nominatedQtyMax: '提名数量上限（吨）', balanceInTank: '罐内余量（吨）', surveyorIds: '检验机构', surveyors: '检验机构',
    remarks: '备注', pilotType: '引航类型', pilotExemption: '免引航', psaContactNumber: 'PSA 联系电话',
    bargeContactNumber: '驳船联系电话', hideFromTerminal: '对码头隐藏', customCode: '海关编码', documents: '证书与提单',
    actualQuantity: '实际数量（吨）', variancePercent: '差异（%）', pendingRequests: '待处理申请', createdAt: '创建时间',
    searchValue: '搜索', statusString: '状态', searchDateType: '日期', startDate: '起', endDate: '止',
  },
  pdf: { title: '驳船提名', generated: '生成时间', yes: '是', no: '否', cargo: '驳船与货物', berth: '时间与泊位', parties: '相关方与备注' },
};
