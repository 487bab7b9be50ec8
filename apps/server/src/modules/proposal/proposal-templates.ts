import type { ProposalType } from '@gongzhi/domain/proposal/proposal-enums';

export type ProposalTemplate = {
  templateId: string;
  templateName: string;
  proposalType: ProposalType;
  summary: string;
  title: string;
  /** HTML as the rich-text editor writes it; placeholders in 【】 are for the organiser to fill. */
  content: string;
};

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/**
 * The proposal templates of templateList / templateInfo (SPEC §7): a catalogue in code, the same
 * in every community, so a new deployment has them without demo data (docs/contracts/proposal.md).
 * Wording follows the Civil Code (arts. 278, 280–282) and common local rules on owners' assemblies.
 */
export const PROPOSAL_TEMPLATES: readonly ProposalTemplate[] = [
  {
    templateId: 'TPL_PREPARE_GROUP',
    templateName: '成立业主大会筹备组申请',
    proposalType: 'ESTABLISH_COMMITTEE',
    summary: '联名申请街道办事处指导成立首次业主大会筹备组',
    title: '关于申请成立【小区名称】首次业主大会筹备组的联名提议',
    content:
      '<h3>致【街道办事处名称】：</h3>' +
      p(
        '本小区已交付使用的专有部分面积已达建筑物总面积的百分之五十以上，且已交付业主人数达到总人数的百分之五十以上，具备召开首次业主大会会议的条件。',
        '为依法成立业主大会、选举业主委员会，维护全体业主的合法权益，我们作为本小区业主，联名申请贵办指导成立首次业主大会会议筹备组。',
      ) +
      '<ol><li>筹备组由业主代表、建设单位代表及街道、社区居委会代表组成；</li><li>业主代表由业主自荐或推荐产生，人数建议为【5】至【9】人；</li><li>筹备组成立后，在小区显著位置公告成员名单，接受业主监督。</li></ol>' +
      p('特此申请。'),
  },
  {
    templateId: 'TPL_REPLACE_PROPERTY',
    templateName: '更换物业服务企业',
    proposalType: 'PROPERTY_SERVICE',
    summary: '提议召开业主大会，表决解聘现物业服务企业并选聘新的物业服务企业',
    title: '关于提议解聘【现物业服务企业名称】并重新选聘物业服务企业的提案',
    content:
      p(
        '现物业服务企业【名称】自【年月】起为本小区提供物业服务。近年来小区公共区域保洁不及时、安保巡逻缺位、设施设备维修拖延，业主投诉较多，服务质量与合同约定差距明显。',
        '根据《中华人民共和国民法典》第二百七十八条，解聘和选聘物业服务企业由业主共同决定。我们提议：',
      ) +
      '<ol><li>由业主委员会组织召开业主大会，表决是否解聘现物业服务企业；</li><li>通过公开招标方式选聘新的物业服务企业，招标文件及评标结果向全体业主公示；</li><li>新旧物业服务企业做好交接，保障交接期间小区正常运行。</li></ol>' +
      p('请各位业主审阅，同意本提案的请签名。'),
  },
  {
    templateId: 'TPL_MAINTENANCE_FUNDS',
    templateName: '使用维修资金',
    proposalType: 'MAINTENANCE_FUNDS',
    summary: '提议使用专项维修资金维修、更新共用部位或共用设施设备',
    title: '关于使用专项维修资金维修【共用部位/设施名称】的提案',
    content:
      p(
        '【楼栋/部位】的【电梯/外墙/屋面防水/消防设施】已出现【故障情况】，存在安全隐患，需要尽快维修。',
        '经初步询价，维修费用约【金额】元，拟从本小区住宅专项维修资金中列支，按受益业主专有部分面积分摊。',
      ) +
      '<ul><li>维修范围：【具体范围】</li><li>施工单位：通过比选确定，比选结果公示不少于7日</li><li>费用分摊：按受益业主专有部分面积比例分摊</li></ul>' +
      p(
        '使用维修资金须经业主共同决定（民法典第二百七十八条），同意本提案的业主请签名，业主委员会将据此组织表决。',
      ),
  },
  {
    templateId: 'TPL_PUBLIC_INCOME',
    templateName: '公共收益分配',
    proposalType: 'PUBLIC_INCOME_DISTRIBUTION',
    summary: '提议公开并决定小区公共收益（广告、停车等）的使用与分配',
    title: '关于公开公共收益并决定其使用方案的提案',
    content: p(
      '小区电梯广告、公共停车位、快递柜场地等产生的收益属于全体业主共有（民法典第二百八十二条）。',
      '我们提议：物业服务企业按季度公开公共收益收支明细；公共收益扣除合理成本后，优先补充专项维修资金，剩余部分的使用方案由业主大会决定。',
    ),
  },
  {
    templateId: 'TPL_RECALL_MEMBER',
    templateName: '罢免业主委员会委员',
    proposalType: 'RECALL_COMMITTEE',
    summary: '联名提议召开临时业主大会，表决罢免业主委员会委员',
    title: '关于提议罢免业主委员会委员【姓名】的联名提案',
    content: p(
      '业主委员会委员【姓名】存在【不履行职责/违反管理规约等具体情形】，已不适宜继续担任委员。',
      '根据本小区业主大会议事规则，经百分之二十以上业主提议，业主委员会应当组织召开临时业主大会会议。我们联名提议召开临时业主大会，表决罢免上述委员。',
    ),
  },
  {
    templateId: 'TPL_COLLECT_SIGNATURES',
    templateName: '征集业主签名',
    proposalType: 'COLLECT_SIGNATURES',
    summary: '就小区公共事务征集业主签名支持',
    title: '关于【事项】的业主联名倡议',
    content: p(
      '为【目的】，我们倡议：【倡议内容】。',
      '支持本倡议的业主请签名，签名结果将提交业主委员会及有关部门。',
    ),
  },
];

export function findTemplate(templateId: string): ProposalTemplate | null {
  return PROPOSAL_TEMPLATES.find((template) => template.templateId === templateId) ?? null;
}
