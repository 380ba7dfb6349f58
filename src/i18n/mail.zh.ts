import type { mailScreenEn } from './mail.en';

/** 电子邮件选择卡片（设置 › 电子邮件）与公开的退订页面（issue 34 §6）。 */
export const mailScreenZh: typeof mailScreenEn = {
  tab: '电子邮件',
  title: '电子邮件',
  intro: '以下所有事项都会在门户中通知您。请选择哪些事项同时通过电子邮件发送：立即发送，或汇总为每日一封摘要。',
  modes: { off: '关闭', immediate: '立即', digest: '每日摘要' },
  digestHour: '每日摘要发送时间',
  digestHourHelp: '码头时间（%{zone}），适用于所有设为“每日摘要”的事项',
  save: '保存电子邮件选择',
  saved: '电子邮件选择已保存：%{count} 项通过邮件发送，摘要于 %{hour} 发送',
  none: '您的角色不会收到可通过电子邮件发送的通知。',
  unsubscribe: {
    title: '退订电子邮件',
    ask: '停止接收“%{event}”的电子邮件？',
    askHint: '这些通知仍会在门户中显示。在您点击“停止接收”之前，不会有任何更改。',
    turnOff: '停止接收',
    working: '正在停止发送这些邮件……',
    done: '已完成：您将不再收到“%{event}”的电子邮件。',
    doneHint: '这些通知仍会在门户中显示。如需重新通过邮件接收，请登录后打开个人资料（右上角您的名字）中的“电子邮件”。',
    missing: '此链接缺少令牌。请直接打开邮件中的原始链接。',
    invalid: '此退订链接无效。请直接打开邮件中的原始链接。',
    failed: '无法使用此链接',
    turnBackOn: '登录以重新开启',
  },
};
