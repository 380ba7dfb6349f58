import type { Translation } from './shape.js';
import type { pilotageEn } from './pilotage.en.js';

export const pilotageZh: Translation<typeof pilotageEn> = {
  pilotRules: {
    inactive: '%{name} 未在服务中',
    notPilot: '%{name} 是拖轮，不是引航员',
    notTug: '%{name} 是引航员，不是拖轮',
    overlap: '%{name} 在 %{from} – %{to} 执行作业 #%{other}（含 %{buffer} 分钟转场缓冲）',
    duty: '%{name} 在 24 小时内将工作 %{hours} 小时（最多 %{max} 小时）',
  },
  pilotage: {
    notAssignable: '状态为 %{status} 的作业不能重新分配',
    stepRefused: '状态为 %{status} 的作业不能被%{step}',
    notYourJob: '此作业未分配给您',
    noPilotLinked: '您的用户未关联引航员记录，请联系引航主管',
    pilotTaken: '引航员 %{name} 已关联用户 %{user}',
    notAPilot: '只有引航员用户（角色 10）才能关联引航员记录',
    needsPilot: '请先分配引航员再确认',
    endBeforeStart: '结束时间必须晚于开始时间',
    onlyShifting: '只有移泊作业可手动添加；靠泊和离泊随预订生成',
    notBooked: '只为已预订的驳船提名计划引航作业',
    boardTooLong: '计划一次最多显示 14 天',
    autoAssignTooLong: '自动分配一次最多覆盖 7 天',
    exempt: '提名 #%{id} 免引航',
    jobInProgress: '引航作业 #%{id}（%{movement}，要求时间 %{at}）正在进行：须由引航员先完成该作业，再完成提名',
    jobAhead: '引航作业 #%{id}（%{movement}）要求时间为 %{at}：须由引航员先完成该作业，或由计划员取消，再完成提名',
    jobLate:
      '引航作业 #%{id}（%{movement}，要求时间 %{at}）已指派引航员，%{until} 前仍可能进行：须由引航员先完成该作业，或由计划员取消，再完成提名',
    cancelReasons: {
      notStartedAtCompletion: '提名完成时取消：未在要求时间前开始',
      byPlanner: '由计划员取消（原因见备注）',
      noLongerNeeded: '已取消：该提名不再需要此作业（免引航、已撤销或无泊位）',
    },
    movements: { berthing: '靠泊', unberthing: '离泊', shifting: '移泊' },
    statuses: {
      Requested: '已申请',
      Confirmed: '已确认',
      'In Progress': '进行中',
      Completed: '已完成',
      Cancelled: '已取消',
    },
    steps: { confirm: '确认', start: '开始', complete: '完成', cancel: '取消' },
    anchorage: '锚地',
  },
};
