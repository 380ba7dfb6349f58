import type { Translation } from './shape.js';
import type { peopleEn } from './people.en.js';

export const peopleZh: Translation<typeof peopleEn> = {
  roles: {
    0: '管理员',
    1: '码头物流',
    2: '码头中控室',
    3: '码头班组长',
    4: '公司管理员',
    5: '客户用户',
    6: '检验管理员',
    7: '检验员',
    8: '驳船',
    9: '驳船运营商',
    10: '码头引航员',
    11: '码头装卸主管',
    12: '码头引航主管',
    13: '码头检查员',
  },
  people: {
    withRole: '%{name}（%{role}）',
  },
};
