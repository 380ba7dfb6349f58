import type { MessagesShape } from './shape';
import type { masterEn, resourcesEn } from './resources.en';

export const resourcesZh = {
  companies: {
    name: '公司 |||| 公司',
    fields: {
      code: '代码', name: '名称', kind: '类别', legalName: '法定商号', entityType: '实体类型',
      country: '注册国家', industrySector: '行业', foundedOn: '成立日期', registerNumber: '注册号',
      lei: 'LEI', parentCompanyId: '母公司', parentCompanyName: '母公司', beneficialOwner: '实益拥有人',
      streetNo: '门牌号', street: '街道', town: '城镇', postalCode: '邮政编码', poBox: '邮政信箱', email: '电子邮件',
      website: '网站', telephone: '电话', socialLinks: '社交链接', alternativeName: '别名',
      uen: 'UEN 号码', active: '启用', userCount: '用户数',
    },
  },
  ships: {
    name: '船舶 |||| 船舶',
    fields: {
      name: '名称', imo: 'IMO 编号', loa: '总长 (米)', portOfRegistry: '船籍港', customCode: '海关代码',
      kind: '类别', companyId: '船东或经营人', companyName: '船东或经营人', active: '启用', unqualified: '不合格',
    },
  },
  jetties: {
    name: '码头 |||| 码头',
    fields: {
      number: '码头编号', name: '名称', active: '启用', berths: '泊位', lines: '管线', hoses: '软管',
      minLoa: '最小总长 (米)', maxLoa: '最大总长 (米)', productIds: '产品',
    },
  },
  tanks: {
    name: '储罐 |||| 储罐',
    fields: { name: '名称', number: '编号', productId: '产品', productName: '产品', capacity: '容量 (立方米)', active: '启用' },
  },
  products: { name: '产品 |||| 产品', fields: { name: '名称', type: '类型', active: '启用' } },
  pilots: {
    name: '引航员或拖轮 |||| 引航员和拖轮',
    fields: { name: '名称', kind: '类别', contact: '联系方式', createdByName: '创建人', createdOn: '创建时间', active: '启用' },
  },
  equipmentReports: {
    name: '设备报告 |||| 设备报告',
    fields: {
      jettyId: '码头', jettyNumber: '码头', equipment: '设备', location: '位置', severity: '严重程度',
      closesJetty: '关闭码头', description: '描述', reportedOn: '报告时间', reportedByName: '报告人',
      resolvedOn: '解决时间', resolvedByName: '解决人', resolution: '处理结果', open: '状态', state: '状态',
    },
  },
  unqualifiedShips: {
    name: '不合格船舶 |||| 不合格船舶',
    fields: {
      shipId: '船舶', shipName: '船舶', imo: 'IMO 编号', reason: '原因', blacklistedOn: '列入日期', blacklistedByName: '列入人',
      liftedOn: '解除时间', liftedByName: '解除人', liftReason: '解除原因', source: '来源', state: '状态',
    },
  },
  users: {
    name: '用户 |||| 用户',
    fields: {
      userName: '用户名', nickName: '姓名', email: '电子邮件', userType: '用户类型', role: '角色', companyId: '公司',
      companyName: '公司', shipId: '驳船', shipName: '驳船', status: '状态', createTime: '创建时间', password: '初始密码',
      sdsFiles: '安全数据表',
    },
  },
  partnerApps: {
    name: '合作应用 |||| 合作应用',
    fields: { name: '名称', scope: '权限范围', redirectUri: '回调地址', keyIssuedAt: '密钥签发时间', active: '启用' },
  },
  mailOutbox: { name: '邮件 |||| 邮件', fields: { createdAt: '排队时间', to: '收件人', subject: '主题', sentAt: '状态', attempts: '尝试次数', searchValue: '搜索', sent: '已发送' } },
  auditLog: { name: '审计记录 |||| 审计日志', fields: { at: '时间', action: '操作', entity: '记录' } },
} as const satisfies MessagesShape<typeof resourcesEn>;

export const masterZh = {
  common: {
    active: '启用', inactive: '已停用', all: '全部', showing: '显示', restore: '重新启用', deactivate: '停用',
    restored: '已重新启用', deactivated: '已停用', cancel: '取消', confirm: '确认',
    reason: '原因',
  },
  companyKinds: { terminal: '码头', customer: '客户', surveyor: '检验机构', barge_operator: '驳船经营人' },
  companySections: { identity: '基本信息', registration: '注册信息', address: '地址', contact: '联系方式', users: '本公司用户' },
  shipKinds: { vessel: '船舶', barge: '驳船' },
  pilotKinds: { pilot: '引航员', tug: '拖轮' },
  severities: { low: '低', medium: '中', high: '高', critical: '严重' },
  equipment: {
    open: '未解决', resolved: '已解决', resolve: '解决', resolveTitle: '解决设备报告',
  },
  unqualified: {
    current: '在名单中', lifted: '已解除', lift: '解除', liftTitle: '将此船舶移出不合格名单', blacklist: '加入名单',
  },
  settings: {
    title: '设置', users: '用户', products: '产品', partnerApps: '合作应用', outbox: '发件箱', terminal: '码头',
    varianceThreshold: '差异阈值 (%)', billingRates: '计费费率', currency: '币种',
    berthHourRate: '每泊位小时费率', perTonneRate: '每吨费率', timeZone: '码头时区',
    trial: '试用模式（文件带有试用声明）', saved: '设置已保存',
  },
  users: {
    freeze: '停用', unfreeze: '重新启用', revalidate: '重新发送确认邮件', revalidated: '确认邮件已加入发送队列',
    uploadSds: '上传安全数据表', uploaded: '文件已上传', uploadHint: '.jpg、.png 或 .pdf，最大 10 MB',
    passwordHint: '留空则改为发送确认邮件', deleted: '用户已删除', deactivatedInstead: '该用户有历史记录，因此改为停用',
    statuses: { Active: '启用', Deactivated: '已停用', 'Pending Verification': '待验证', Draft: '草稿' },
  },
  partnerApps: {
    issueKey: '签发密钥', rotateKey: '轮换密钥', keyTitle: '新密钥', keyOnce: '请立即复制此密钥：它不会再次显示。', never: '从未签发',
  },
  audit: {
    verify: '校验链', verifyOk: '审计链完整（%{rows} 行）', verifyBroken: '审计链在第 %{id} 行断开（%{reason}）',
    field: '字段', before: '修改前', after: '修改后', noChanges: '未记录字段值', startDate: '起始', endDate: '截止',
  },
  hints: { imo: '7 位数字；最后一位为校验位', lei: '20 个字符 (ISO 17442)', uen: '例如 201912345K 或 T09LL0001B' },
} as const satisfies MessagesShape<typeof masterEn>;
