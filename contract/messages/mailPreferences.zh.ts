import type { Translation } from './shape.js';
import type { mailPreferencesEn } from './mailPreferences.en.js';

export const mailPreferencesZh: Translation<typeof mailPreferencesEn> = {
  mailPreferences: {
    events: {
      stateChanges: '您的提名的状态变化',
      awaitingSignature: '等待您签署的文件',
      vettingDecisions: '船舶审查决定',
      pilotJobs: '分配给您的引航任务',
      offSpec: '质量不合格警报',
      invoices: '发票',
    },
    notApplicable: '%{event}：您的角色不会收到此类通知，因此没有可选择的邮件',
    badToken: '此退订链接无效。请登录后在“设置 › 电子邮件”中选择您要接收的邮件。',
    badHour: '摘要时间须为 0 至 23 的整点',
  },
  pilotNotices: {
    assigned: '提名 <b>#%{id}</b> 的引航任务 <b>#%{job}</b>（%{movement}，%{barge}）于 %{at} 已分配给您',
  },
  mailNotice: {
    subject: 'Berth：%{what}',
    body: '%{userName}，您好：\n\n%{what}。\n\n在门户中打开：%{link}\n\n--\n这是您的“%{event}”邮件；您可在“设置 › 电子邮件”中选择接收哪些邮件。停止接收此类邮件：%{unsubscribe}\n',
  },
  mailDigest: {
    subject: 'Berth：您的每日摘要（%{count}）',
    intro: '%{userName}，您好：\n\n自上次摘要以来 Berth 门户中发生的事项（按时间先后）：',
    group: '%{event}（%{count}）',
    more: '……另有 %{count} 条',
    stop: '停止接收“%{event}”邮件：%{unsubscribe}',
    outro: '您可在“设置 › 电子邮件”中选择接收哪些邮件以及摘要的发送时间。',
  },
};
