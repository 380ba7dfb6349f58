import type { berthEn } from './berth.en';
import type { MessagesShape } from './shape';

export const berthZh = {
  app: {
    title: 'Berth',
    subtitle: '码头驳船与船舶物流',
    version: '版本 %{version}',
    userGuide: '用户指南',
    notifications: '通知',
    noNotifications: '暂无通知',
    language: '语言',
    changePassword: '修改密码',
    viewProfile: '查看个人资料',
    logout: '退出登录',
    toggleMenu: '展开/收起菜单',
    backToTop: '回到顶部',
    loading: '加载中…',
  },
  oldHost: {
    title: 'Berth 已迁移',
    text: '门户已迁移至 %{url}，%{seconds} 秒后将自动跳转。',
    goNow: '立即前往',
  },
  login: {
    title: '登录 Berth',
    subtitle: '码头驳船与船舶物流',
    username: '用户名',
    password: '密码',
    submit: '登录',
    signingIn: '正在登录…',
    trial: '试用',
    sendCode: '发送验证码',
    emailCode: '邮件中的验证码',
    authenticatorCode: '身份验证器验证码',
    recoveryHint: '身份验证器应用中的 6 位验证码，或一个恢复码',
    bargeMode: '驳船用户？使用发送到邮箱的验证码登录',
    passwordMode: '使用密码登录',
    noAccount: '还没有账户？注册您的公司',
  },
} as const satisfies MessagesShape<typeof berthEn>;
