import type { Translation } from './shape.js';
import type { mailEn } from './mail.en.js';

export const mailZh: Translation<typeof mailEn> = {
  mail: {
    verification: {
      subject: 'Berth：请确认您的电子邮件地址',
      body: '%{userName}，您好：\n\n我们已为您在 Berth 码头门户开设账户。请在三天内打开以下链接确认此电子邮件地址：\n\n%{link}\n\n如果您没有预期收到此邮件，请忽略它。\n',
    },
    locked: {
      subject: 'Berth：您的账户已锁定 30 分钟',
      body: '%{userName}，您好：\n\n由于连续 %{failures} 次登录失败，您的 Berth 账户已锁定至 %{until}。如果不是您本人操作，请告知码头：管理员可以为账户解锁，您也可以考虑修改密码。\n',
    },
    emailChanged: {
      subject: 'Berth：您的电子邮件地址已更改',
      body: '%{userName}，您好：\n\n您的 Berth 账户的电子邮件地址现为 %{email}。如果这不是您本人所做的更改，请立即告知码头。\n',
    },
    bargeCode: {
      subject: 'Berth 登录验证码 %{code}',
      body: '您的 Berth 登录验证码是 %{code}。\n\n验证码 5 分钟内有效，仅可使用一次。如果您没有申请，请忽略此邮件。\n',
    },
    addressTaken: {
      subject: 'Berth：有人尝试使用您的邮箱注册',
      body: '%{userName}，您好：\n\n有人尝试使用此电子邮件地址在 Berth 码头门户注册新公司，而该地址已属于您的账户。未创建任何内容。\n\n如果是您本人，请使用您的用户名 %{userName} 登录。如果不是，您无需做任何事。\n',
    },
    nameTaken: {
      subject: 'Berth：请选择其他用户名',
      body: '您好：\n\n您申请以用户名 %{userName} 在 Berth 码头门户注册，但该用户名已被占用。未创建任何内容：请使用其他用户名重新注册。\n',
    },
    companyTaken: {
      subject: 'Berth：您的公司已注册',
      body: '您好：\n\n您申请在 Berth 码头门户注册 %{companyName}，但同名公司已经注册。未创建任何内容：请联系门户上您公司的管理员或码头，将您添加为用户。\n',
    },
    nomination: {
      subject: '驳船提名 #%{id}',
      body: '%{note}提名 #%{id}（%{status}）\n客户：%{customer}\n驳船：%{barge}（IMO %{imo}）\n产品：%{product}，数量 %{quantity} 吨\n驳船就绪时间：%{readiness}\n泊位：%{berth}，时间 %{berthTime}',
    },
  },
};
