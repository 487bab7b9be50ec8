import type { AreaLocale } from '../../../../locales/i18n';
import type { LegalDoc } from '../legal-types';

const zhCN: LegalDoc = {
  title: '共治平台服务协议',
  updated: '2026年11月21日',
  effective: '2026年11月21日',
  intro: [
    '本协议约定小区组织（业委会、筹备组或依法代行职责的组织，以下简称“小区组织”）在服务续费、户数升级后，共治平台运营方{{op.name}}（以下简称“我们”）提供服务的内容和质量，以及我们受小区组织委托处理业主个人信息的规则。本协议与《共治平台订购协议》配合适用。',
  ],
  sections: [
    {
      id: 'content',
      heading: '一、服务内容与期限',
      blocks: [
        {
          list: [
            '服务期内，小区组织可以在订购的户数上限内使用：房屋与业主名册、业主认证审核、业主大会线上表决与纸质表决票、表决结果公示与哈希链存证、快速决议、问卷、提议、公告、阳光财务、档案、工作小组会议等功能。',
            '服务期和户数上限以订单确认的为准，可在工作台查看。',
            '服务期届满未续费的，付费功能转为只读，小区组织仍可在90日内查看和导出既有数据；正在进行的表决可以完成至截止和公示。',
          ],
        },
      ],
    },
    {
      id: 'quality',
      heading: '二、服务质量与支持',
      blocks: [
        {
          list: [
            '我们尽合理努力保证服务连续可用，计划内维护提前公告，并避开表决截止前后24小时。',
            '因我们的原因导致服务连续不可用超过24小时的，按不可用时长的两倍顺延服务期；导致表决无法按期进行的，我们协助小区组织依照议事规则延期或重新组织表决，并承担由此产生的平台费用。',
            '工作日9:00—18:00提供在线和电话支持；表决截止当日提供值守支持。',
          ],
        },
      ],
    },
    {
      id: 'duties',
      heading: '三、小区组织的义务',
      blocks: [
        {
          list: [
            '依法组织业主大会和表决，确保表决事项、规则、名册和公告内容合法、真实、完整；',
            '仅为小区自治目的使用业主个人信息，告知业主并在需要时取得其同意；',
            '管理本组织工作人员的账号和权限，成员变更时及时调整；',
            '依法保管纸质表决票、签到表等原始材料。',
          ],
        },
      ],
    },
    {
      id: 'entrust',
      heading: '四、个人信息委托处理约定',
      blocks: [
        '依照《个人信息保护法》第二十一条，小区组织是小区自治数据的个人信息处理者，委托我们处理。双方约定如下：',
        {
          list: [
            '处理目的与范围：仅为提供本协议约定的服务处理名册、认证、表决、问卷、提议、公告、财务和档案数据；',
            '处理方式：在境内数据中心存储，敏感个人信息加密存储、掩码显示；不得超出约定目的和方式处理，不得向第三方提供（本协议列明的受托服务商除外）；',
            '再委托：我们委托云服务、短信、对象存储、实名核验等服务商时，应在《第三方SDK目录》中列明并约束其履行同等义务；',
            '安全保障：我们采取《隐私政策》所述安全措施；发生安全事件时立即通知小区组织并协助其履行通知义务；',
            '协助义务：协助小区组织响应业主的查阅、复制、更正、删除等请求；',
            '委托结束：服务终止后，我们按小区组织的书面指示将数据导出移交，或在30日内删除，并提供删除说明；法律法规要求保存的除外。',
          ],
        },
      ],
    },
    {
      id: 'evidence',
      heading: '五、表决数据与存证',
      blocks: [
        '表决记录及其哈希链存证是业主大会档案的一部分。服务期内和服务终止后，小区组织都可以导出表决记录和存证数据，以便依照《核验帮助指南》独立核验。我们不得修改或删除已写入存证链的记录。',
      ],
    },
    {
      id: 'end',
      heading: '六、终止',
      blocks: [
        '小区组织可以按《共治平台订购协议》申请终止服务。小区组织严重违反法律法规或本协议（如利用平台伪造表决）的，我们可以暂停服务并通知其整改，拒不整改的可以终止服务。新一届业委会产生后，原小区组织账户及数据依法移交新一届业委会。',
      ],
    },
    {
      id: 'law',
      heading: '七、法律适用与争议解决',
      blocks: [
        '本协议适用中华人民共和国法律（不包括港澳台地区法律）。争议应友好协商，协商不成的，任何一方可以向{{op.name}}住所地有管辖权的人民法院提起诉讼。联系方式：{{op.name}}，邮箱{{op.email}}，电话{{op.phone}}。',
      ],
    },
  ],
};

const enUS: LegalDoc = {
  title: 'Gongzhi Platform Service Agreement',
  updated: '21 November 2026',
  effective: '21 November 2026',
  intro: [
    'This Agreement sets out the content and quality of the services that the Gongzhi platform operator, {{op.name}} ("we"), provides after a Community Organisation (the owners\' committee, preparatory group or organisation lawfully acting in their place; the "Community Organisation") renews the service or upgrades households, and the rules under which we process owners\' personal information on its behalf. It applies together with the Gongzhi Platform Order Agreement.',
  ],
  sections: [
    {
      id: 'content',
      heading: '1. Services and term',
      blocks: [
        {
          list: [
            "During the service period, within the household limit ordered, the Community Organisation may use house and owner rosters, owner-certification review, online owners' assembly voting and paper ballots, result publication with hash-chain evidence, quick resolutions, questionnaires, proposals, notices, open finance, archives, workgroup meetings and the other features.",
            'The service period and household limit are as confirmed in the order and can be seen on the workbench.',
            'If the service period ends without renewal, paid features become read-only and the Community Organisation can still view and export existing data for 90 days; a vote in progress can run to its close and publication.',
          ],
        },
      ],
    },
    {
      id: 'quality',
      heading: '2. Service quality and support',
      blocks: [
        {
          list: [
            'We make reasonable efforts to keep the service continuously available, announce planned maintenance in advance and avoid the 24 hours before and after the close of a vote.',
            'If the service is unavailable for more than 24 consecutive hours for reasons attributable to us, the service period is extended by twice the downtime; if a vote cannot take place on schedule as a result, we help the Community Organisation postpone or re-run it under the rules of procedure and bear the resulting platform fees.',
            'Online and telephone support is available on working days from 9:00 to 18:00 (Beijing time), with on-duty support on the day a vote closes.',
          ],
        },
      ],
    },
    {
      id: 'duties',
      heading: '3. Duties of the Community Organisation',
      blocks: [
        {
          list: [
            "to organise the owners' assembly and votes lawfully, and ensure that the matters, rules, rosters and notices are lawful, true and complete;",
            "to use owners' personal information only for community self-governance, informing owners and obtaining their consent where required;",
            'to manage its staff accounts and permissions and adjust them promptly when members change;',
            'to keep original materials such as paper ballots and sign-in sheets as the law requires.',
          ],
        },
      ],
    },
    {
      id: 'entrust',
      heading: '4. Entrusted processing of personal information',
      blocks: [
        'Under Article 21 of the Personal Information Protection Law, the Community Organisation is the personal information handler of community self-governance data and entrusts its processing to us. The parties agree as follows:',
        {
          list: [
            'Purpose and scope: roster, certification, voting, questionnaire, proposal, notice, finance and archive data are processed only to provide the services under this Agreement;',
            'Means: data is stored in data centres in China, with sensitive personal information stored encrypted and displayed masked; we may not process beyond the agreed purposes and means or provide data to third parties (other than the entrusted providers listed under this Agreement);',
            'Sub-entrustment: where we engage cloud, SMS, object-storage, real-name verification or similar providers, we list them in the Third-Party SDK List and bind them to equivalent obligations;',
            'Security: we take the security measures described in the Privacy Policy; in a security incident we notify the Community Organisation at once and help it meet its notification duties;',
            "Assistance: we help the Community Organisation respond to owners' requests to access, copy, correct or delete their information;",
            "End of entrustment: after the service ends, on the Community Organisation's written instructions we export and hand over the data or delete it within 30 days and provide a statement of deletion, except where laws and regulations require retention.",
          ],
        },
      ],
    },
    {
      id: 'evidence',
      heading: '5. Voting data and evidence',
      blocks: [
        "Voting records and their hash-chain evidence form part of the owners' assembly archives. Both during and after the service period, the Community Organisation can export voting records and evidence data to verify them independently by following the Verification Help Guide. We may not modify or delete records once written to the evidence chain.",
      ],
    },
    {
      id: 'end',
      heading: '6. Termination',
      blocks: [
        "The Community Organisation may apply to terminate the service under the Gongzhi Platform Order Agreement. If the Community Organisation seriously breaches laws, regulations or this Agreement (for example by using the Platform to forge votes), we may suspend the service and ask it to put things right, and may terminate the service if it refuses. When a new owners' committee is elected, the former Community Organisation's account and data are handed over to the new committee as the law requires.",
      ],
    },
    {
      id: 'law',
      heading: '7. Governing law and disputes',
      blocks: [
        "This Agreement is governed by the laws of the People's Republic of China (excluding the laws of Hong Kong, Macao and Taiwan). Disputes shall be settled by friendly negotiation, failing which either party may sue in the competent people's court at the domicile of {{op.name}}. Contact: {{op.name}}, e-mail {{op.email}}, phone {{op.phone}}.",
      ],
    },
  ],
};

/** 服务协议 (/mobile/serviceprotocol): what the paid service delivers and the entrusted-processing terms. */
export const serviceAgreement: AreaLocale<LegalDoc> = { zhCN, enUS };
